// Loaded only when a listener picks 'No seu andamento e tom' (a dynamic import, with the stretcher).
import { mp3SampleRate } from './mp3SampleRate';
import { applyPeakCeiling } from './peakCeiling';
import { joinParts, splitRender, type RenderPart } from './renderParts';
import { createStretchNode, stereo } from './stretchModule';
import { TunedRenderError } from './tunedRenderError';
import type { TuningPlan } from './tuningPlan';
import { encodeWav } from './wavEncoder';

export const DECODE_FAILED = 'O navegador não conseguiu ler o MP3 deste som.';
export const RENDER_FAILED =
  'O navegador não conseguiu esticar e transpor o som (Web Audio indisponível ou sem memória).';

/**
 * Progress steps: the render pauses this many times to say how far it is and to stop if cancelled.
 * Each pause waits for the page's main thread, which a busy machine makes slow: 5% steps, no finer.
 */
const STEPS = 20;

interface TunedRender {
  /** The sound's MP3, as its download link serves it. */
  bytes: ArrayBuffer;
  plan: TuningPlan;
  /** A loop is stretched as the preview loops it (its end flows into its start); a one-shot is only moved in key. */
  loop: boolean;
  signal: AbortSignal;
  /** 0 to 1. */
  onProgress(fraction: number): void;
}

/**
 * The sound in the session's tempo and key, as the card plays it (the same stretcher and plan),
 * rendered offline in parts that run at once (renderParts), kept under -0.5 dBFS and encoded as a
 * 16-bit WAV at the MP3's sample rate. Rejects with an AbortError once `signal` aborts: the render stops at its
 * next step and nothing is returned.
 */
export async function renderTuned({ bytes, plan, loop, signal, onProgress }: TunedRender): Promise<Blob> {
  const sampleRate = mp3SampleRate(bytes) ?? 44100;
  let source: AudioBuffer;
  try {
    // An offline context decodes at its own rate: the source's, so nothing is resampled.
    source = await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(bytes);
  } catch (error) {
    throw new TunedRenderError(DECODE_FAILED, { cause: error });
  }
  signal.throwIfAborted();

  const rate = loop ? plan.rate : 1;
  const frames = Math.max(1, Math.round(source.length / rate));
  const parts = splitRender(frames, sampleRate, navigator.hardwareConcurrency || 1);
  const done = parts.map(() => 0);
  const rendered = await Promise.all(
    parts.map((part, index) =>
      renderPart({ source, part, rate, semitones: plan.semitones, loop, sampleRate, signal }, (fraction) => {
        done[index] = fraction * part.frames;
        onProgress(done.reduce((sum, partDone) => sum + partDone, 0) / frames);
      }),
    ),
  );
  signal.throwIfAborted();

  const channels = joinParts(parts, rendered, frames, sampleRate);
  applyPeakCeiling(channels);
  const wav = new Blob([encodeWav(channels, sampleRate)], { type: 'audio/wav' });
  onProgress(1);
  return wav;
}

interface PartRender {
  source: AudioBuffer;
  part: RenderPart;
  rate: number;
  semitones: number;
  loop: boolean;
  sampleRate: number;
  signal: AbortSignal;
}

/** One part (its lead-in included) through its own stretcher, in its own offline context. */
async function renderPart(
  { source, part, rate, semitones, loop, sampleRate, signal }: PartRender,
  onProgress: (fraction: number) => void,
): Promise<Float32Array[]> {
  const frames = part.leadIn + part.frames;
  let context: OfflineAudioContext;
  try {
    context = new OfflineAudioContext(source.numberOfChannels > 1 ? 2 : 1, frames, sampleRate);
  } catch (error) {
    throw new TunedRenderError(RENDER_FAILED, { cause: error });
  }
  const node = await createStretchNode(context).catch((error: unknown) => {
    throw new TunedRenderError(RENDER_FAILED, { cause: error });
  });
  node.connect(context.destination);
  // Each part's stretcher gets its own copy: the node may take the arrays it is handed.
  await node.addBuffers(stereo(source).map((channel) => channel.slice()));
  // Where this part's output starts, in the input: a loop wraps around (the stretcher loops it too).
  const input = ((part.from - part.leadIn) / sampleRate) * rate;
  node.schedule({
    active: true,
    output: 0,
    input: loop ? input % source.duration : input,
    rate,
    semitones,
    ...(loop ? { loopStart: 0, loopEnd: source.duration } : {}),
  });

  const rendered = await new Promise<AudioBuffer>((resolve, reject) => {
    const stop = () => {
      // A suspended offline context is never resumed: it stops here and is collected with its node.
      void node.dropBuffers();
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Cancelado', 'AbortError'));
    };
    for (let step = 1; step < STEPS; step++) {
      const at = (frames / sampleRate) * (step / STEPS);
      context
        .suspend(at)
        .then(() => {
          if (signal.aborted) return stop();
          onProgress(step / STEPS);
          return context.resume();
        })
        // Two steps in one render quantum (a very short sound): that step is skipped.
        .catch(() => undefined);
    }
    if (signal.aborted) return stop();
    context
      .startRendering()
      .then(resolve, (error: unknown) => reject(new TunedRenderError(RENDER_FAILED, { cause: error })));
  });
  onProgress(1);
  return Array.from({ length: rendered.numberOfChannels }, (_, index) => rendered.getChannelData(index));
}
