/**
 * Runs a command's `main` on its arguments and exits with the code it returns; a failure prints
 * its message alone (the operator reads it, not a stack) and exits with 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
