/** The audio pipeline without Nest: the worker uses it, and so does bench/audio. */
export * from './analyze-audio';
export * from './audio-failures';
export * from './essentia-analyzer';
export * from './ffmpeg-pipeline';
export * from './peaks';
export * from './pulse-clarity';
export * from './tempo-octave';
