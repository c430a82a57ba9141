import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Test audio made with sox (the Debian package) in `dir`, as bench/lib/sox-audio.mjs makes the benches'. */
export function soxAudio(dir: string) {
  /** sox run in `dir`, repeatable (-R: its noise seeded the same every run) and quiet but for errors. */
  const sox = (...args: string[]) => run('sox', ['-R', '-V1', ...args], { cwd: dir });
  return {
    sox,
    path: (file: string) => join(dir, file),
    /** A mono 16-bit 44.1 kHz sound from sox's synth: its length in seconds, then synth's arguments and effects. */
    synth: (file: string, seconds: number, ...rest: string[]) =>
      sox('-n', '-r', '44100', '-c', '1', '-b', '16', file, 'synth', String(seconds), ...rest),
    /** `from` encoded by ffmpeg into `to`, given its output arguments (codec, bitrate…). */
    encode: (from: string, to: string, ...args: string[]) =>
      run('ffmpeg', ['-v', 'error', '-y', '-i', from, ...args, to], { cwd: dir }),
    /** Sounds placed at times, mixed into a file `seconds` long, normalised to -1 dBFS. */
    place: (out: string, hits: [string, number][], seconds: number) =>
      sox(
        '-m',
        ...hits.map(([file, at]) => `|sox -R -V1 ${file} -p pad ${at.toFixed(5)}`),
        out,
        'pad',
        '0',
        '1',
        'trim',
        '0',
        seconds.toFixed(5),
        'gain',
        '-n',
        '-1',
      ),
  };
}
