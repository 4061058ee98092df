/**
 * The lesson PDFs of spec 2.12: ten valid files of several pages, read back with pdf-lib (the
 * text of each page decoded from its content streams), reproducible byte for byte, and put at
 * `/pdf/Lesson_n<N>.pdf` by the Vite plugin in the build and in dev.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COURSE, LESSONS } from '../../content/course';
import { buildCoursePdfs } from '../../scripts/course-pdfs';
import viteConfig from '../../vite.config';

let pdfs: Map<string, Uint8Array>;

beforeAll(async () => {
  pdfs = await buildCoursePdfs();
});

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
const winAnsi = {
  decode: (bytes: Uint8Array) =>
    String.fromCharCode(...bytes).replace(/[\x80-\x9f]/g, (ch) => WIN_ANSI_PUNCTUATION[ch.charCodeAt(0)] ?? ch),
};

/** The strings a page draws (pdf-lib writes standard-font text as hex strings). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const operators = streams
    .map((stream) => winAnsi.decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map(([, hex]) => winAnsi.decode(Buffer.from(hex, 'hex')))
    .join('\n');
}

const lessons = LESSONS.map((lesson, i) => ({ number: i + 1, lesson }));

describe('course PDFs', () => {
  it('are the ten files /pdf/Lesson_n1.pdf … /pdf/Lesson_n10.pdf', () => {
    expect([...pdfs.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => `pdf/Lesson_n${i + 1}.pdf`));
  });

  it.each(lessons)(
    'lesson $number is a PDF of at least three pages: title page, sections, course footer and page numbers',
    async ({ number, lesson }) => {
      const doc = await PDFDocument.load(pdfs.get(`pdf/Lesson_n${number}.pdf`)!);
      const pages = doc.getPages();
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(doc.getTitle()).toBe(`Lesson ${number}: ${lesson.title}`);

      const titlePage = pageText(pages[0]);
      expect(titlePage).toContain(`Lesson ${number}`);
      expect(titlePage).toContain(lesson.subtitle);
      // The title may wrap onto two lines.
      expect(titlePage.replace(/\n/g, ' ')).toContain(lesson.title);

      const body = pages.slice(1).map(pageText).join('\n');
      for (const section of lesson.sections) expect(body).toContain(section.heading);
      pages.forEach((page, i) => {
        const text = pageText(page);
        expect(text).toContain(COURSE.title);
        expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      });
    },
  );

  it('are the same bytes on every build', async () => {
    const again = await buildCoursePdfs();
    for (const [file, bytes] of pdfs) expect(Buffer.from(again.get(file)!).equals(Buffer.from(bytes)), file).toBe(true);
  });
});

describe('the course-pdfs Vite plugin', () => {
  const plugin = () =>
    (viteConfig.plugins ?? []).flat().find((p): p is Plugin => !!p && (p as Plugin).name === 'course-pdfs')!;

  it('emits every lesson into the build output', async () => {
    const emitFile = vi.fn();
    await (plugin().generateBundle as (this: unknown) => Promise<void>).call({ emitFile });
    expect(emitFile).toHaveBeenCalledTimes(10);
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'pdf/Lesson_n10.pdf',
      source: pdfs.get('pdf/Lesson_n10.pdf'),
    });
  });

  it('serves /pdf/Lesson_nN.pdf in dev and passes other paths on', async () => {
    let middleware!: (req: { url: string }, res: unknown, next: () => void) => void;
    (plugin().configureServer as (server: unknown) => void)({
      middlewares: { use: (fn: typeof middleware) => (middleware = fn) },
    });

    const served = await new Promise<{ type: string; body: Uint8Array }>((resolve, reject) => {
      let type = '';
      middleware(
        { url: '/pdf/Lesson_n3.pdf?x=1' },
        { setHeader: (_: string, value: string) => (type = value), end: (body: Uint8Array) => resolve({ type, body }) },
        () => reject(new Error('passed on')),
      );
    });
    expect(served.type).toBe('application/pdf');
    expect(Buffer.from(served.body).equals(Buffer.from(pdfs.get('pdf/Lesson_n3.pdf')!))).toBe(true);

    for (const url of ['/pdf/Lesson_n11.pdf', '/dashboard/course']) {
      await new Promise<void>((resolve, reject) =>
        middleware({ url }, { end: () => reject(new Error(`${url} was served`)) }, resolve),
      );
    }
  });
});
