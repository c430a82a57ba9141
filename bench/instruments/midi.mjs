/** A one-note type-0 MIDI file (120 BPM, 480 ticks a beat): program change, note on, note off after `seconds`. */
export function midiFile({ channel, program, note, velocity, seconds }) {
  const ticks = Math.round(seconds * 960);
  const varLength = (value) => {
    const bytes = [value & 0x7f];
    for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
    return bytes;
  };
  const events = [
    0,
    0xc0 | channel,
    program,
    0,
    0x90 | channel,
    note,
    velocity,
    ...varLength(ticks),
    0x80 | channel,
    note,
    64,
    ...varLength(480),
    0xff,
    0x2f,
    0,
  ];
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0x01, 0xe0];
  const length = events.length;
  const track = [0x4d, 0x54, 0x72, 0x6b, (length >> 24) & 255, (length >> 16) & 255, (length >> 8) & 255, length & 255];
  return Buffer.from([...header, ...track, ...events]);
}
