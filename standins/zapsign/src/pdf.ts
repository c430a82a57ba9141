/**
 * A minimal, valid single-page PDF (A4, the standard Helvetica fonts, WinAnsi text) written
 * by hand: enough for the stand-in's original and signed files to open in any viewer and to
 * be stored by the distribution service like ZapSign's. Text past the page is cut with "…".
 */
export type PdfContent = { title: string; paragraphs: readonly string[]; footer?: readonly string[] };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const FONT_SIZE = 10;
const LEADING = 14;
// Helvetica at 10 pt averages ~5 pt a character: 92 fit in the 495 pt between the margins.
const LINE_CHARACTERS = 92;
const FIRST_LINE_Y = PAGE_HEIGHT - MARGIN - 28;
const MAX_LINES = Math.floor((FIRST_LINE_Y - MARGIN) / LEADING);

// WinAnsi matches Latin-1 for accented letters; these few typographic marks sit elsewhere.
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '…': 0x85,
  '•': 0x95,
};

export function renderPdf(content: PdfContent): Buffer {
  const lines = layout(content);
  const stream = Buffer.concat([
    ascii(`BT\n/F2 13 Tf\n${MARGIN} ${PAGE_HEIGHT - MARGIN} Td\n`),
    pdfString(content.title),
    ascii(` Tj\n/F1 ${FONT_SIZE} Tf\n${LEADING} TL\n0 ${FIRST_LINE_Y - (PAGE_HEIGHT - MARGIN)} Td\n`),
    ...lines.flatMap((line) => [pdfString(line), ascii(" '\n")]),
    ascii('ET\n'),
  ]);
  const objects: Buffer[] = [
    ascii('<< /Type /Catalog /Pages 2 0 R >>'),
    ascii('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    ascii(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    ),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([ascii(`<< /Length ${stream.length} >>\nstream\n`), stream, ascii('\nendstream')]),
    Buffer.concat([ascii('<< /Title '), pdfString(content.title), ascii(' /Producer (ZapSign local - Sampleteca) >>')]),
  ];
  return assemble(objects, { root: 1, info: 7 });
}

/** Header, numbered objects, cross-reference table with each object's byte offset, trailer. */
function assemble(objects: Buffer[], refs: { root: number; info: number }): Buffer {
  // The binary comment tells transfer tools the file is not plain text.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.concat([ascii(`${index + 1} 0 obj\n`), body, ascii('\nendobj\n')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  // Every cross-reference entry is exactly 20 bytes, its line ending included.
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${refs.root} 0 R /Info ${refs.info} 0 R >>\n`,
    `startxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(ascii(xref));
  return Buffer.concat(parts);
}

function layout(content: PdfContent): string[] {
  const lines: string[] = [];
  for (const paragraph of content.paragraphs) lines.push(...wrap(paragraph), '');
  for (const line of content.footer ?? []) lines.push(...wrap(line));
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), '…'];
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > LINE_CHARACTERS) {
      lines.push(current);
      current = '';
    }
    // A single word longer than a line is cut, not allowed to run off the page.
    let rest = word;
    while (rest.length > LINE_CHARACTERS) {
      if (current) lines.push(current);
      lines.push(rest.slice(0, LINE_CHARACTERS));
      rest = rest.slice(LINE_CHARACTERS);
      current = '';
    }
    current = current ? `${current} ${rest}` : rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** A PDF literal string in WinAnsi bytes; characters it cannot show become '?'. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    const byte = WIN_ANSI_EXTRAS[char] ?? (printable ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
