// The text a PDF page of ours draws, read back with pdf-lib: pdf-lib writes standard-font text as
// hex strings in the page's content streams.
import { decodePDFRawStream, PDFArray, type PDFPage, type PDFRawStream } from 'pdf-lib';

// WinAnsi (the standard fonts' encoding) is Latin-1 except for punctuation in 0x80–0x9F; these are
// the ones typeset text uses (Node 20's windows-1252 TextDecoder drops them).
const WIN_ANSI_PUNCTUATION: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes).replace(/[\x80-\x9f]/g, (ch) => WIN_ANSI_PUNCTUATION[ch.charCodeAt(0)] ?? ch);

/** The strings the page draws, a line each. */
export function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const operators = streams.map((stream) => winAnsi(decodePDFRawStream(stream as PDFRawStream).decode())).join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) => winAnsi(Buffer.from(hex, 'hex'))).join('\n');
}
