import { encodeWav } from '../Session/wavEncoder';

// Media reads WAV (not the WebM a browser records): a few seconds of mono PCM are well under its size limit.
const SAMPLE_RATE = 44100;

/** A MediaRecorder's recording as a mono 16-bit WAV file named `gravacao.wav`. */
export async function recordingToWav(recording: Blob): Promise<File> {
  // An offline context decodes into its own rate: every browser's recording comes out alike.
  const decoded = await new OfflineAudioContext(1, 1, SAMPLE_RATE).decodeAudioData(await recording.arrayBuffer());
  const mono = new Float32Array(decoded.length);
  for (let channel = 0; channel < decoded.numberOfChannels; channel++) {
    const data = decoded.getChannelData(channel);
    for (let frame = 0; frame < data.length; frame++) mono[frame] += data[frame] / decoded.numberOfChannels;
  }
  return new File([encodeWav([mono], decoded.sampleRate)], 'gravacao.wav', { type: 'audio/wav' });
}
