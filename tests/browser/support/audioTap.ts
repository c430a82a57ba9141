/// <reference lib="dom" />
// What the page sends to the speakers, captured through its own Web Audio graph: an init script
// connects every node that feeds a context's destination to a recorder as well, so a test can
// analyse what a listener hears (tempo, pitch) rather than trust the page's own account of it.
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __audioTap?: { sampleRate: number; samples: number[]; firstSoundAt: number | null };
  }
}

/** Runs in the page before its scripts (page.addInitScript). */
export function installAudioTap(): void {
  const recorders = new WeakMap<BaseAudioContext, ScriptProcessorNode>();
  const tap = { sampleRate: 0, samples: [] as number[], firstSoundAt: null as number | null };
  window.__audioTap = tap;
  const recorderOf = (context: BaseAudioContext): ScriptProcessorNode | null => {
    if (!(context instanceof AudioContext)) return null; // offline renders are not heard
    let recorder = recorders.get(context);
    if (!recorder) {
      // The smallest block: a bench times the first sound to within ~5 ms.
      recorder = context.createScriptProcessor(256, 2, 2);
      tap.sampleRate = context.sampleRate;
      recorder.onaudioprocess = (event) => {
        const left = event.inputBuffer.getChannelData(0);
        const right = event.inputBuffer.getChannelData(1);
        for (let index = 0; index < left.length; index++) {
          const value = (left[index] + right[index]) / 2;
          if (tap.firstSoundAt === null && Math.abs(value) > 1e-3) tap.firstSoundAt = performance.now();
          if (tap.firstSoundAt !== null) tap.samples.push(value);
        }
      };
      // A ScriptProcessor runs only while connected to the destination (it outputs silence).
      original.call(recorder, context.destination);
      recorders.set(context, recorder);
    }
    return recorder;
  };
  const original = AudioNode.prototype.connect as (this: AudioNode, target: AudioNode) => AudioNode;
  AudioNode.prototype.connect = function connect(this: AudioNode, target: AudioNode | AudioParam, ...rest: number[]) {
    if (target instanceof AudioDestinationNode) {
      const recorder = recorderOf(this.context);
      if (recorder && this !== recorder) original.call(this, recorder);
    }
    return (original as (...args: unknown[]) => AudioNode).call(this, target, ...rest);
  } as typeof AudioNode.prototype.connect;
}

/** Forgets what was captured so far (the next sound starts a new recording). */
export async function resetAudioTap(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__audioTap) Object.assign(window.__audioTap, { samples: [], firstSoundAt: null });
  });
}

/** What was heard since the first sound, mono. */
export async function heardAudio(page: Page): Promise<{ sampleRate: number; samples: Float32Array }> {
  const { sampleRate, samples } = await page.evaluate(() => ({
    sampleRate: window.__audioTap?.sampleRate ?? 0,
    samples: window.__audioTap?.samples ?? [],
  }));
  return { sampleRate, samples: Float32Array.from(samples) };
}
