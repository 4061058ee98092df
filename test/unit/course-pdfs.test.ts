/**
 * The lesson PDFs of spec 2.12: ten valid files of several pages, read back with pdf-lib (the
 * text of each page decoded from its content streams), reproducible byte for byte. The server
 * serves them to the course's owners (test/security/paid-features.test.ts).
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE } from '../../content/course';
import { LESSONS } from '../../content/course-lessons';
import { buildCoursePdfs } from '../../server/course/lesson-pdfs';
import { pageText } from '../harness/pdf-text';

let pdfs: Map<string, Uint8Array>;

beforeAll(async () => {
  pdfs = await buildCoursePdfs();
});

const lessons = LESSONS.map((lesson, i) => ({ number: i + 1, lesson }));

describe('course PDFs', () => {
  it('are the ten files Lesson_n1.pdf … Lesson_n10.pdf', () => {
    expect([...pdfs.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => `Lesson_n${i + 1}.pdf`));
  });

  it.each(lessons)(
    'lesson $number is a PDF of at least three pages: title page, sections, course footer and page numbers',
    async ({ number, lesson }) => {
      const doc = await PDFDocument.load(pdfs.get(`Lesson_n${number}.pdf`)!);
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

  it('are the same bytes every time they are typeset', async () => {
    const again = await buildCoursePdfs();
    for (const [file, bytes] of pdfs) expect(Buffer.from(again.get(file)!).equals(Buffer.from(bytes)), file).toBe(true);
  });
});
