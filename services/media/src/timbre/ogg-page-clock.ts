/** An Ogg page's fixed header: "OggS", version, type, granule position (8), serial, sequence, CRC, segment count. */
const PAGE_HEADER_BYTES = 27;
/** Enough of a first packet for Vorbis's and Opus's identification headers (rate and, for Opus, pre-skip). */
const ID_HEADER_BYTES = 20;
/** Opus counts granule positions at 48 kHz whatever the input's rate. */
const OPUS_GRANULE_RATE = 48_000;

/**
 * How far an Ogg Vorbis or Opus stream has got, read page by page as its bytes arrive: the first
 * page's identification header gives the rate granule positions count at, and each later page of
 * that stream the samples decoded by its end. Holds at most a page header between two chunks.
 * Tells nothing (seconds stays 0) for another codec, a second stream or bytes that lose the page
 * sync: the upload's byte ceiling still bounds those.
 */
export class OggPageClock {
  /** Seconds of audio the pages read so far reach. */
  seconds = 0;
  private pending: Buffer = Buffer.alloc(0);
  private bodyLeft = 0;
  private serial: number | undefined;
  private rate = 0;
  private preSkip = 0n;
  private lost = false;

  read(chunk: Buffer): void {
    if (this.lost) return;
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.bodyLeft > 0) {
        const skipped = Math.min(this.bodyLeft, data.length);
        this.bodyLeft -= skipped;
        data = data.subarray(skipped);
        if (this.bodyLeft > 0) break;
      }
      if (data.length < PAGE_HEADER_BYTES) break;
      if (data.toString('latin1', 0, 4) !== 'OggS') return this.loseTrack();
      const headerBytes = PAGE_HEADER_BYTES + data[26];
      if (data.length < headerBytes) break;
      let bodyBytes = 0;
      for (let segment = PAGE_HEADER_BYTES; segment < headerBytes; segment++) bodyBytes += data[segment];
      const serial = data.readUInt32LE(14);
      if (this.serial === undefined) {
        const idBytes = Math.min(bodyBytes, ID_HEADER_BYTES);
        if (data.length < headerBytes + idBytes) break;
        if (!this.identify(data.subarray(headerBytes, headerBytes + idBytes))) return this.loseTrack();
        this.serial = serial;
      } else if (serial === this.serial) {
        // -1: no packet ends on this page.
        const granule = data.readBigInt64LE(6);
        if (granule !== -1n) this.seconds = Math.max(this.seconds, Number(granule - this.preSkip) / this.rate);
      }
      data = data.subarray(headerBytes);
      this.bodyLeft = bodyBytes;
    }
    // Copied: the rest of the chunk it came from is not kept.
    this.pending = Buffer.from(data);
  }

  /** Vorbis: "\x01vorbis", version (4), channels (1), rate (4). Opus: "OpusHead", version, channels, pre-skip (2). */
  private identify(packet: Buffer): boolean {
    if (packet.length >= 16 && packet.toString('latin1', 0, 7) === '\x01vorbis') {
      this.rate = packet.readUInt32LE(12);
      return this.rate > 0;
    }
    if (packet.length >= 12 && packet.toString('latin1', 0, 8) === 'OpusHead') {
      this.rate = OPUS_GRANULE_RATE;
      this.preSkip = BigInt(packet.readUInt16LE(10));
      return true;
    }
    return false;
  }

  private loseTrack(): void {
    this.lost = true;
    this.pending = Buffer.alloc(0);
  }
}
