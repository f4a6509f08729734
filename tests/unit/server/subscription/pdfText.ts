import { inflateSync } from 'node:zlib';

/**
 * The text lines a PDF made by pdf-lib draws, in order: its content streams inflated where they
 * are compressed, and each `<hex> Tj` string decoded (standard fonts are written as hex strings).
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      // Not deflated (an uncompressed stream): its text is readable as it is.
      content = body.toString('latin1');
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
  }
  return lines;
}
