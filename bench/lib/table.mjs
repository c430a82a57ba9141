/* eslint-disable no-console -- a command-line report */
/**
 * Prints a table of text cells: the first and last columns (names and verdicts) aligned left,
 * the figures between aligned right, a rule under the header.
 */
export function printTable(header, lines) {
  const last = header.length - 1;
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (line) =>
    line
      .map((cell, column) =>
        column === 0 || column === last ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
