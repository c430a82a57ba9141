// One file, served from our own assets (the CSP allows no blob: scripts), is both the module this
// page imports and the audio worklet's: the browser fetches it once. Imported only by lazily
// loaded modules (stretchEngine, offlineRender), so the landing page never downloads it.
import stretchModuleUrl from 'signalsmith-stretch?url';

export type Schedule = {
  active?: boolean;
  input?: number;
  rate?: number;
  semitones?: number;
  loopStart?: number;
  loopEnd?: number;
  output?: number;
};

/** The AudioWorkletNode Signalsmith Stretch returns, with the methods it adds. */
export type StretchNode = AudioWorkletNode & {
  addBuffers(channels: Float32Array[]): Promise<number>;
  dropBuffers(): Promise<unknown>;
  schedule(change: Schedule): void;
  setUpdateInterval(seconds: number, callback?: (inputTime: number) => void): Promise<void>;
};

type StretchModule = {
  default: ((context: BaseAudioContext) => Promise<AudioWorkletNode>) & { moduleUrl?: string };
};

/** A stretch node in `context` (live or offline): the worklet and its WebAssembly, ~150 ms the first time. */
export async function createStretchNode(context: BaseAudioContext): Promise<StretchNode> {
  const { default: SignalsmithStretch } = (await import(/* @vite-ignore */ stretchModuleUrl)) as StretchModule;
  SignalsmithStretch.moduleUrl = stretchModuleUrl;
  return (await SignalsmithStretch(context)) as StretchNode;
}

/**
 * The node's two channels. A mono buffer feeds both with a copy: the node hands its buffers back
 * (transferred) when dropping them, and one buffer cannot be transferred twice.
 */
export function stereo(buffer: AudioBuffer): Float32Array[] {
  const left = buffer.getChannelData(0);
  return [left, buffer.numberOfChannels > 1 ? buffer.getChannelData(1) : left.slice()];
}
