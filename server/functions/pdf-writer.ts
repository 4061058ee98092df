/**
 * A small flowing layout over pdf-lib: headings, wrapped paragraphs, tables and coloured bars on
 * A4 pages that break automatically, then page numbers in the footer. Standard Helvetica keeps
 * the file small and needs no font file; text it cannot encode (WinAnsi) becomes '?'.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { wrapWords } from './pdf-wrap.ts';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_SPACE = 40;
const CONTENT_WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.14);
export const MUTED = rgb(0.42, 0.44, 0.5);
const GRID = rgb(0.8, 0.81, 0.85);
const LINE = rgb(0.2, 0.35, 0.85);
const formatAxis = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

export interface Column {
  header: string;
  /** Share of the content width, 0–1. */
  width: number;
  align?: 'left' | 'right';
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  gapAfter?: number;
}

export async function createPdfWriter(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Profile Analyzer');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const encodable = new Map<string, boolean>();
  const clean = (font: PDFFont, text: string) =>
    [...text]
      .map((ch) => {
        if (!encodable.has(ch)) encodable.set(ch, canEncode(font, ch));
        return encodable.get(ch) ? ch : '?';
      })
      .join('');

  const wrap = (text: string, font: PDFFont, size: number, width: number) =>
    wrapWords(clean(font, text), font, size, width);

  const newPage = () => {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (y - height < MARGIN + FOOTER_SPACE) newPage();
  };

  const text = (content: string, { size = 11, bold: isBold = false, color = INK, gapAfter = 8 }: TextStyle = {}) => {
    const font = isBold ? bold : regular;
    const lineHeight = size * 1.35;
    for (const line of wrap(content, font, size, CONTENT_WIDTH)) {
      ensure(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
    y -= gapAfter;
  };

  const table = (columns: Column[], rows: string[][], size = 10) => {
    const rowHeight = size * 1.9;
    const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
      ensure(rowHeight);
      y -= rowHeight;
      if (shade)
        page.drawRectangle({
          x: MARGIN,
          y: y - size * 0.5,
          width: CONTENT_WIDTH,
          height: rowHeight,
          color: rgb(0.95, 0.95, 0.97),
        });
      let x = MARGIN;
      columns.forEach((column, i) => {
        const width = column.width * CONTENT_WIDTH;
        const cell = fit(clean(font, cells[i] ?? ''), font, size, width - 12);
        const offset = column.align === 'right' ? width - 6 - font.widthOfTextAtSize(cell, size) : 6;
        page.drawText(cell, { x: x + offset, y: y + size * 0.2, size, font, color: INK });
        x += width;
      });
    };
    drawRow(
      columns.map((column) => column.header),
      bold,
      true,
    );
    rows.forEach((row, i) => drawRow(row, regular, i % 2 === 1));
    y -= 12;
  };

  /** A row of equal cells; the first `filled` get their colours, the rest stay grey. */
  const bar = (colors: RGB[], filled: number, height = 18) => {
    ensure(height + 8);
    y -= height;
    const gap = 6;
    const width = (CONTENT_WIDTH - gap * (colors.length - 1)) / colors.length;
    colors.forEach((color, i) => {
      page.drawRectangle({
        x: MARGIN + i * (width + gap),
        y,
        width,
        height,
        color: i < filled ? color : rgb(0.88, 0.89, 0.92),
      });
    });
    y -= 12;
  };

  /**
   * A line through `values` (oldest first) in a framed area the content's width, with the lowest
   * and highest value written at the left edge and `labels` (first, last) under the ends.
   */
  const lineChart = (values: number[], labels: [string, string], height = 140) => {
    const size = 9;
    ensure(height + size * 3);
    const bottom = y - height;
    const low = Math.min(...values);
    const high = Math.max(...values);
    const span = high - low || 1;
    const plotLeft = MARGIN + 48;
    const plotWidth = CONTENT_WIDTH - 48;
    page.drawRectangle({ x: plotLeft, y: bottom, width: plotWidth, height, borderColor: GRID, borderWidth: 0.5 });
    const at = (value: number, index: number) => ({
      x: plotLeft + (values.length === 1 ? plotWidth / 2 : (index / (values.length - 1)) * plotWidth),
      y: bottom + 8 + ((value - low) / span) * (height - 16),
    });
    values.slice(1).forEach((value, index) => {
      page.drawLine({ start: at(values[index]!, index), end: at(value, index + 1), thickness: 1.5, color: LINE });
    });
    const axis = (text: string, atY: number) =>
      page.drawText(clean(regular, text), { x: MARGIN, y: atY - size / 3, size, font: regular, color: MUTED });
    axis(formatAxis(high), bottom + height - 8);
    axis(formatAxis(low), bottom + 8);
    y = bottom - size * 1.6;
    page.drawText(clean(regular, labels[0]), { x: plotLeft, y, size, font: regular, color: MUTED });
    const last = clean(regular, labels[1]);
    page.drawText(last, {
      x: MARGIN + CONTENT_WIDTH - regular.widthOfTextAtSize(last, size),
      y,
      size,
      font: regular,
      color: MUTED,
    });
    y -= 12;
  };

  /** Writes "footer · Page n of N" on every page and returns the file. */
  const finish = async (footer: string) => {
    const pages = doc.getPages();
    pages.forEach((p, i) => {
      const label = clean(regular, `${footer} · Page ${i + 1} of ${pages.length}`);
      p.drawText(label, { x: MARGIN, y: MARGIN / 2, size: 9, font: regular, color: MUTED });
    });
    return doc.save();
  };

  return { text, table, bar, lineChart, newPage, ensure, space: (points: number) => void (y -= points), finish };
}

export type PdfWriter = Awaited<ReturnType<typeof createPdfWriter>>;

function canEncode(font: PDFFont, ch: string): boolean {
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}

/** Shortens text with an ellipsis until it fits the width. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}
