import { servedFile, servedKind } from './served-file';

const stored = (contentType: string) => ({
  contentType,
  originalKey: 'audio/a1/original.x',
  previewKey: 'audio/a1/preview.mp3',
});

describe('servedFile', () => {
  it.each([
    ['an MP3 upload is its own best copy', 'audio/mpeg', 'audio/a1/original.x'],
    ['a WAV gets the 128 kbps preview', 'audio/wav', 'audio/a1/preview.mp3'],
    ['a FLAC too', 'audio/flac', 'audio/a1/preview.mp3'],
  ])('the download: %s', (_case, contentType, key) => {
    expect(servedFile(stored(contentType), false)).toEqual({ key, contentType: 'audio/mpeg', extension: 'mp3' });
  });

  it.each([
    ['audio/wav', 'wav'],
    ['audio/aiff', 'aif'],
    ['audio/mpeg', 'mp3'],
    ['audio/ogg; codecs=opus', 'opus'],
    ['video/mp4', 'mp4'],
  ])('the original of a %s is served as uploaded, .%s', (contentType, extension) => {
    expect(servedFile(stored(contentType), true)).toEqual({ key: 'audio/a1/original.x', contentType, extension });
  });

  it('offers no original of a type not accepted as one', () => {
    expect(servedFile(stored('application/octet-stream'), true)).toBeUndefined();
  });
});

describe('servedKind', () => {
  it.each([
    [{}, 'mp3'],
    [{ tuned: true as const }, 'tuned'],
    [{ original: true as const }, 'original'],
    [{ original: true as const, tuned: true as const }, 'original'],
  ])('%o is counted as %s', (grant, kind) => {
    expect(servedKind(grant)).toBe(kind);
  });
});
