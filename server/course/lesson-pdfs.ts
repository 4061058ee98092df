/**
 * Typesets the ten lessons of content/course-lessons.ts as A4 PDFs (spec 2.12): a title page with
 * the lesson's badge, title, subtitle, promise and contents, then the sections with headings,
 * paragraphs and bullet lists, a closing checklist, and on every page a footer with the course
 * title and the page number. The server typesets them on first use and serves them to the
 * course's owners only (server/routes/course.ts): they are never among the build's public files.
 *
 * It does not reuse server/functions/pdf-writer.ts: that writer has no indented (bullet) lines,
 * no centred or coloured title block and stamps the current time, while these files must be
 * byte-identical every time. Standard Helvetica needs no font file; a character it cannot
 * encode (WinAnsi) fails with pdf-lib's error (test/unit/course-pdfs.test.ts typesets them all) rather than printing '?'.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { COURSE, lessonBadge } from '../../content/course.ts';
import { LESSONS, type Lesson, type LessonBlock } from '../../content/course-lessons.ts';
import { wrapWords } from '../functions/pdf-wrap.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { side: 64, top: 72, bottom: 80 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
const BULLET_INDENT = 18;
/** Fixed so that every typesetting writes the same bytes. */
const PUBLISHED = new Date(Date.UTC(2026, 0, 12));

const INK = rgb(0.11, 0.12, 0.16);
const MUTED = rgb(0.42, 0.44, 0.5);
const ACCENT = rgb(0.2, 0.24, 0.36);
const RULE = rgb(0.85, 0.86, 0.9);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Line height as a multiple of the size. */
  leading?: number;
  indent?: number;
}

/** A lesson's file name, e.g. `Lesson_n1.pdf`. */
const lessonPdfFile = (number: number) => `Lesson_n${number}.pdf`;

/** Every lesson's PDF, keyed by its file name. */
export async function buildCoursePdfs(): Promise<Map<string, Uint8Array>> {
  const files = await Promise.all(
    LESSONS.map(async (lesson, i) => [lessonPdfFile(i + 1), await buildLessonPdf(lesson, i + 1)] as const),
  );
  return new Map(files);
}

async function buildLessonPdf(lesson: Lesson, number: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${lessonBadge(number)}: ${lesson.title}`, { showInWindowTitleBar: true });
  doc.setSubject(COURSE.title);
  doc.setCreator('Profile Analyzer');
  doc.setProducer('Profile Analyzer');
  doc.setLanguage('en');
  doc.setCreationDate(PUBLISHED);
  doc.setModificationDate(PUBLISHED);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = createFlow(doc, fonts);

  flow.titleBlock(number, lesson);
  flow.heading('In this lesson');
  flow.paragraph(lesson.intro);
  flow.bullets(lesson.sections.map((section) => section.heading));

  flow.newPage();
  for (const section of lesson.sections) {
    flow.heading(section.heading);
    section.body.forEach((block: LessonBlock) =>
      typeof block === 'string' ? flow.paragraph(block) : flow.bullets(block),
    );
  }
  flow.heading('Your action checklist');
  flow.bullets(lesson.actions, 'box');

  drawFooters(doc, fonts.regular);
  return doc.save();
}

/** A top-to-bottom text flow that starts a new page when the next lines do not fit. */
function createFlow(doc: PDFDocument, fonts: Fonts) {
  let page: PDFPage;
  let y = 0;

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN.bottom) newPage();
  };
  newPage();

  /** Draws wrapped lines from the current position; the first line may carry a marker. */
  const lines = (
    text: string,
    { font, size, color = INK, leading = 1.45, indent = 0 }: TextStyle,
    marker?: (baseline: number) => void,
  ) => {
    const lineHeight = size * leading;
    wrapWords(text, font, size, TEXT_WIDTH - indent).forEach((line, i) => {
      ensure(lineHeight);
      y -= lineHeight;
      if (i === 0) marker?.(y);
      page.drawText(line, { x: MARGIN.side + indent, y, size, font, color });
    });
  };

  return {
    newPage,

    /** The dark band of the title page: course, badge, lesson title and subtitle. */
    titleBlock(number: number, lesson: Lesson) {
      const bandHeight = 300;
      page.drawRectangle({ x: 0, y: PAGE.height - bandHeight, width: PAGE.width, height: bandHeight, color: ACCENT });
      y = PAGE.height - 64;
      lines(COURSE.title.toUpperCase(), { font: fonts.bold, size: 9, color: rgb(0.8, 0.83, 0.92) });
      y -= 40;
      const badge = lessonBadge(number);
      const badgeWidth = fonts.bold.widthOfTextAtSize(badge, 12) + 24;
      page.drawRectangle({ x: MARGIN.side, y: y - 26, width: badgeWidth, height: 26, color: WHITE, opacity: 0.14 });
      page.drawText(badge, { x: MARGIN.side + 12, y: y - 18, size: 12, font: fonts.bold, color: WHITE });
      y -= 40;
      lines(lesson.title, { font: fonts.bold, size: 28, color: WHITE, leading: 1.2 });
      y -= 10;
      lines(lesson.subtitle, { font: fonts.regular, size: 14, color: rgb(0.88, 0.9, 0.96) });
      y = PAGE.height - bandHeight - 36;
    },

    heading(text: string) {
      // Keep a heading with at least three lines of what follows it.
      ensure(18 * 1.3 + 12 + 3 * 16);
      y -= 12;
      lines(text, { font: fonts.bold, size: 15, color: ACCENT, leading: 1.3 });
      y -= 6;
    },

    paragraph(text: string) {
      lines(text, { font: fonts.regular, size: 11 });
      y -= 8;
    },

    bullets(items: readonly string[], marker: 'dot' | 'box' = 'dot') {
      const style = { font: fonts.regular, size: 11, indent: BULLET_INDENT };
      for (const item of items) {
        lines(item, style, (baseline) =>
          marker === 'dot'
            ? page.drawCircle({ x: MARGIN.side + 5, y: baseline + 3.5, size: 2, color: ACCENT })
            : page.drawRectangle({
                x: MARGIN.side + 1,
                y: baseline - 1,
                width: 9,
                height: 9,
                borderColor: ACCENT,
                borderWidth: 1,
              }),
        );
        y -= 4;
      }
      y -= 6;
    },
  };
}

/** A rule, the course title and "Page n of N" at the foot of every page. */
function drawFooters(doc: PDFDocument, font: PDFFont) {
  const pages = doc.getPages();
  const baseline = MARGIN.bottom / 2;
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN.side, y: baseline + 16 },
      end: { x: PAGE.width - MARGIN.side, y: baseline + 16 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(COURSE.title, { x: MARGIN.side, y: baseline, size: 8.5, font, color: MUTED });
    const number = `Page ${i + 1} of ${pages.length}`;
    page.drawText(number, {
      x: PAGE.width - MARGIN.side - font.widthOfTextAtSize(number, 8.5),
      y: baseline,
      size: 8.5,
      font,
      color: MUTED,
    });
  });
}
