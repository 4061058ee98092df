/**
 * The course's lesson PDFs (spec 2.12), for its owners only (contracts/endpoints.ts: the page
 * session names them, the table's guard checks the purchase): typeset on first use, kept in memory.
 */
import { lessonPdfPath } from '../../content/course.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { buildCoursePdfs } from '../course/lesson-pdfs.ts';
import { refuse } from '../refusal.ts';

export function courseRoutes() {
  let pdfs: Promise<Map<string, Uint8Array>> | undefined;
  const typeset = () =>
    (pdfs ??= buildCoursePdfs().catch((error: unknown) => {
      pdfs = undefined;
      throw error;
    }));
  const lessonNumber = (file: string) => Number(/^Lesson_n(\d+)\.pdf$/.exec(file)?.[1]);

  return {
    courseLesson: factory.createHandlers(async (c) => {
      const pdf = (await typeset()).get(param(c, 'lesson'));
      if (!pdf) refuse(404, 'Not found');
      c.header('content-type', 'application/pdf');
      // The owner's alone: never in a shared cache.
      c.header('cache-control', 'private, no-store');
      return c.body(new Uint8Array(pdf));
    }),
    // Spec 2.12's address of a lesson, kept for bookmarks: the file is where its owner's page session goes.
    courseLessonOldPath: factory.createHandlers((c) =>
      c.redirect(lessonPdfPath(lessonNumber(param(c, 'lesson'))), 301),
    ),
  } satisfies EndpointHandlers;
}
