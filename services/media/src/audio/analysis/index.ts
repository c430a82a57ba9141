/** The audio pipeline without Nest: the worker uses it, and so does bench/audio. */
export * from './analyze-audio';
export * from './audio-failures';
export * from './decoded-signal';
export * from './describe-audio';
export * from './essentia-analyzer';
export * from './ffmpeg-pipeline';
export * from './peaks';
export * from './pulse-clarity';
export * from './signal-estimates';
export * from './tempo-octave';
export * from './timbre';
export * from './sound-reading';
