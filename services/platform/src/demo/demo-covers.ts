import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SoundType } from '@sampleteca/contracts';

const run = promisify(execFile);

// Each type its own shape of gradient, each kit its colours, each sound its seed.
const SHAPES: Record<SoundType, string> = {
  Beats: 'spiral',
  Samples: 'linear',
  Melody: 'radial',
  Acapelas: 'circular',
};

/** Renders a 512 px square PNG cover at `path`. */
export async function renderCover(
  path: string,
  look: { colours: [string, string, string]; type: SoundType; seed: number },
): Promise<void> {
  const [c0, c1, c2] = look.colours;
  const gradient = `gradients=s=512x512:c0=${c0}:c1=${c1}:c2=${c2}:nb_colors=3:type=${SHAPES[look.type]}:seed=${look.seed}`;
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', gradient, '-frames:v', '1', path]);
}
