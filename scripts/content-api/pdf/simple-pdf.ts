/**
 * A one-page PDF written by hand: a bold title and wrapped paragraphs in Helvetica (the standard
 * Type 1 fonts every reader has, so nothing is embedded), WinAnsi-encoded. Deterministic: no dates.
 */

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TITLE_SIZE = 18;
const TITLE_LEADING = 22;
const BODY_SIZE = 11;
const BODY_LEADING = 15;
/** Characters per line: Helvetica averages about half an em per character. */
const TITLE_CHARS = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (TITLE_SIZE * 0.55));
const BODY_CHARS = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5));

/** WinAnsiEncoding bytes 0x80-0x9F; 0x20-0x7E and 0xA0-0xFF are Latin-1. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A PDF literal string `(...)` in WinAnsi, ASCII only: `\`, `(` and `)` escaped, other bytes as octal. */
export function pdfString(value: string): string {
  let out = '(';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI_EXTRA[char] ?? 0x3f);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (byte >= 0x20 && byte <= 0x7e) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A PDF text string for the document information: UTF-16BE with a byte order mark, in hex. */
function pdfTextString(value: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < value.length; i += 1) hex += value.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** Greedy word wrap; a word longer than a line is cut. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (let word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      while (word.length > width) {
        if (line !== '') lines.push(line);
        lines.push(word.slice(0, width));
        word = word.slice(width);
        line = '';
      }
      if (line === '') line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

function textBlock(font: string, size: number, leading: number, top: number, lines: readonly string[]): string {
  const shown = lines.map((line, index) => `${index === 0 ? '' : 'T* '}${pdfString(line)} Tj`).join('\n');
  return `BT\n/${font} ${size} Tf\n${leading} TL\n${MARGIN} ${top} Td\n${shown}\nET`;
}

/** The bytes of a one-page PDF with `title` and `text` (paragraphs separated by newlines). */
export function simplePdf(title: string, text: string): Uint8Array {
  const titleLines = wrapText(title, TITLE_CHARS).filter((line) => line !== '');
  const titleTop = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  const bodyTop = titleTop - titleLines.length * TITLE_LEADING - BODY_LEADING;
  const room = Math.floor((bodyTop - MARGIN) / BODY_LEADING) + 1;
  const body = wrapText(text, BODY_CHARS);
  const bodyLines = body.length > room ? [...body.slice(0, room - 1), '...'] : body;
  const content = `${textBlock('F2', TITLE_SIZE, TITLE_LEADING, titleTop, titleLines)}\n${textBlock('F1', BODY_SIZE, BODY_LEADING, bodyTop, bodyLines)}\n`;

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfTextString(title)} /Producer (Embedded content API) >>`,
  ];
  // Everything after the binary-marker comment is ASCII, so string length is byte length.
  const header = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  let out = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
