// Loaded only when a session tempo or key applies to a card (a dynamic import): visitors and
// listeners who play sounds as recorded never download the stretcher.
import { fetchPreviewBytes } from '../../api/media';
import { createStretchNode, stereo, type StretchNode } from './stretchModule';
import type { TuningPlan } from './tuningPlan';

type Engine = { context: AudioContext; node: StretchNode; volume: GainNode };

let engine: Promise<Engine> | null = null;

/**
 * The one audio context and stretch node every tuned preview plays through (one sound plays at a
 * time). Made ahead, when a tuned card shows, so pressing play only hands over the audio: the
 * worklet and its WebAssembly take ~150 ms to start, playing then starts in ~20 ms.
 */
export function prepareStretch(): Promise<Engine> {
  engine ??= (async () => {
    const context = new AudioContext({ latencyHint: 'interactive' });
    const node = await createStretchNode(context);
    const volume = context.createGain();
    node.connect(volume).connect(context.destination);
    return { context, node, volume };
  })();
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

// Decoded previews by audio id (signed links change; the audio does not): a loop played again,
// or in another tempo, starts at once. A few are kept; each is ~3.5 MB per 10 s of stereo.
const DECODED_KEPT = 6;
const decoded = new Map<string, Promise<AudioBuffer>>();

function decodedPreview(context: AudioContext, audioId: string, url: string): Promise<AudioBuffer> {
  let buffer = decoded.get(audioId);
  if (!buffer) {
    buffer = fetchPreviewBytes(url).then((bytes) => context.decodeAudioData(bytes));
    buffer.catch(() => decoded.delete(audioId));
    decoded.set(audioId, buffer);
    if (decoded.size > DECODED_KEPT) decoded.delete(decoded.keys().next().value as string);
  }
  return buffer;
}

/**
 * The preview in the node, or on its way there: loads run one after another (a preload and a
 * press can ask at once), and the same preview is never sent twice.
 */
let inNode: { audioId: string; loaded: Promise<void> } | null = null;

/** Whether the node is sounding: a preload must not swap the audio under the one playing. */
let sounding = false;

/** Puts `audioId` in the node unless it is there (or on its way) already. */
function load(node: StretchNode, audioId: string, buffer: AudioBuffer): Promise<void> {
  if (inNode?.audioId === audioId) return inNode.loaded;
  const loaded = (inNode?.loaded ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      await node.dropBuffers();
      await node.addBuffers(stereo(buffer));
    });
  const entry = { audioId, loaded };
  inNode = entry;
  loaded.catch(() => {
    if (inNode === entry) inNode = null;
  });
  return loaded;
}

/**
 * Readies a preview ahead of play (when the pointer or focus reaches the button): fetched, decoded
 * and, when nothing is playing, already in the stretcher, so pressing play only starts it.
 */
export async function preloadStretched(audioId: string, url: string): Promise<void> {
  const { context, node } = await prepareStretch();
  const buffer = await decodedPreview(context, audioId, url);
  if (!sounding) await load(node, audioId, buffer);
}

export interface StretchedPlayback {
  /** Seconds of the preview, for the waveform's progress. */
  duration: number;
  pause(): void;
  /** Moves to `seconds` of the preview. */
  seek(seconds: number): void;
}

interface PlayRequest {
  audioId: string;
  url: string;
  plan: TuningPlan;
  /** Linear gain: the preview's loudness matched to the others'. */
  gain: number;
  /** Where in the preview to start, in seconds. */
  from: number;
  /** Called about ten times a second with the position in the preview. */
  onPosition(seconds: number): void;
}

/**
 * Plays a preview stretched and transposed, looping seamlessly (the stretcher loops its input,
 * so the seam has no click): a loop is heard in the session's tempo until paused.
 */
export async function playStretched(request: PlayRequest): Promise<StretchedPlayback> {
  const { context, node, volume } = await prepareStretch();
  await context.resume();
  const buffer = await decodedPreview(context, request.audioId, request.url);
  sounding = true;
  try {
    await load(node, request.audioId, buffer);
  } catch (error) {
    sounding = false;
    throw error;
  }
  volume.gain.setValueAtTime(request.gain, context.currentTime);
  void node.setUpdateInterval(0.1, (inputTime) => request.onPosition(inputTime % buffer.duration));
  node.schedule({
    active: true,
    input: Math.min(request.from, buffer.duration),
    rate: request.plan.rate,
    semitones: request.plan.semitones,
    loopStart: 0,
    loopEnd: buffer.duration,
  });
  return {
    duration: buffer.duration,
    pause: () => {
      sounding = false;
      node.schedule({ active: false });
    },
    seek: (seconds) => node.schedule({ input: seconds }),
  };
}
