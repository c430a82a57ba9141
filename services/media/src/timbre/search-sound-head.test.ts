import { OggPageClock } from './ogg-page-clock';
import { searchSoundMaxBytes } from './search-sound-ceiling';

// #43: a compressed sound to search with is bounded by the bytes its format takes for the length
// allowed, and an Ogg is measured page by page as it arrives.

/** An Ogg page of stream `serial` (the CRC left out: the clock does not check it). */
function oggPage(serial: number, granule: bigint, body: Buffer): Buffer {
  const lacing = [...Array<number>(Math.floor(body.length / 255)).fill(255), body.length % 255];
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header[26] = lacing.length;
  lacing.forEach((size, index) => (header[27 + index] = size));
  return Buffer.concat([header, body]);
}

const vorbisId = (rate: number) => {
  const packet = Buffer.alloc(30);
  packet.write('\x01vorbis', 0, 'latin1');
  packet[11] = 2;
  packet.writeUInt32LE(rate, 12);
  return packet;
};
const opusHead = (preSkip: number) => {
  const packet = Buffer.alloc(19);
  packet.write('OpusHead', 0, 'latin1');
  packet[8] = 1;
  packet[9] = 2;
  packet.writeUInt16LE(preSkip, 10);
  packet.writeUInt32LE(44_100, 12);
  return packet;
};

test('the byte ceiling: a 30 s sound at its format’s highest bit rate with a cover fits, WAV, AIFF and FLAC have none', () => {
  const cover = 5 * 1024 * 1024;
  const mp3 = searchSoundMaxBytes('audio/mpeg', 30.25, cover) as number;
  expect(mp3).toBeGreaterThanOrEqual((30.25 * 320_000) / 8 + cover);
  expect(mp3).toBeLessThan(7 * 1024 * 1024);
  expect(searchSoundMaxBytes('audio/ogg', 30.25, cover)).toBeGreaterThan((30.25 * 510_000) / 8 + cover);
  expect(searchSoundMaxBytes('audio/x-m4a', 30.25, cover)).toBeGreaterThan((30.25 * 1_411_200) / 8 + cover);
  for (const type of ['audio/wav', 'audio/aiff', 'audio/flac'] as const)
    expect(searchSoundMaxBytes(type, 30.25, cover)).toBeUndefined();
});

test('an Ogg’s pages tell how far the stream has got, whatever the chunks they arrive in', () => {
  const audio = Buffer.alloc(3000, 7);
  const stream = Buffer.concat([
    oggPage(9, 0n, vorbisId(44_100)),
    oggPage(9, -1n, audio), // no packet ends here
    oggPage(9, 44_100n * 10n, audio),
    oggPage(4, 44_100n * 90n, audio), // another stream's page: not this one's clock
    oggPage(9, 44_100n * 20n, audio),
  ]);
  const whole = new OggPageClock();
  whole.read(stream);
  expect(whole.seconds).toBe(20);

  const byteByByte = new OggPageClock();
  const seen: number[] = [];
  for (let at = 0; at < stream.length; at++) {
    byteByByte.read(stream.subarray(at, at + 1));
    if (seen.at(-1) !== byteByByte.seconds) seen.push(byteByByte.seconds);
  }
  expect(seen).toEqual([0, 10, 20]);
});

test('an Opus stream counts at 48 kHz after its pre-skip; another codec or lost sync tells nothing', () => {
  const opus = new OggPageClock();
  opus.read(Buffer.concat([oggPage(1, 0n, opusHead(312)), oggPage(1, 48_000n * 31n + 312n, Buffer.alloc(500))]));
  expect(opus.seconds).toBe(31);

  const speex = new OggPageClock();
  speex.read(Buffer.concat([oggPage(1, 0n, Buffer.from('Speex   ')), oggPage(1, 48_000n * 99n, Buffer.alloc(10))]));
  expect(speex.seconds).toBe(0);

  const garbled = new OggPageClock();
  garbled.read(
    Buffer.concat([oggPage(1, 0n, vorbisId(8_000)), Buffer.from('nada'), oggPage(1, 8_000n * 99n, Buffer.alloc(10))]),
  );
  expect(garbled.seconds).toBe(0);
});
