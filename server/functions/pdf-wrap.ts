/** Greedy word wrap for pdf-lib, shared by the emailed report and the course PDFs. */
import type { PDFFont } from 'pdf-lib';

/** The lines of `text` that fit `width` points in `font` at `size`. */
export function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return line ? [...lines, line] : lines;
}
