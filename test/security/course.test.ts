/**
 * The paid course is its owners' alone. The lesson PDFs come only with an
 * owner's page session, the painted course page only for that session (never for a cookie the
 * client sets), and no lesson text is among the files anyone can download.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../content/course-lessons.ts';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE, RENDER_DIR } from '../../contracts/rendered-pages.ts';
import { signUpSubscriber, uniqueEmail } from '../server/helpers.ts';
import { pageAt, pageSessionOf } from '../server/pages.ts';

const LESSON = '/dashboard/course/Lesson_n1.pdf';
const asOwnerOf = async (email: string) => ({
  [PAGE_SESSION_COOKIE]: (await pageSessionOf(email)).value,
  [FIRST_SCREEN_COOKIE]: 'default.course',
});

describe('the course lessons', () => {
  it("are not at spec 2.12's public address any more: it leads to the owner-only one", async () => {
    const { response } = await pageAt('/pdf/Lesson_n1.pdf');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(LESSON);
  });

  it('refuse anyone without a page session, and a subscriber who did not buy the course', async () => {
    expect((await pageAt(LESSON)).response.status).toBe(401);
    expect((await pageAt(LESSON, { [FIRST_SCREEN_COOKIE]: 'default.course' })).response.status).toBe(401);
    const subscriber = await signUpSubscriber(uniqueEmail('no-course'));
    expect((await pageAt(LESSON, await asOwnerOf(subscriber.email))).response.status).toBe(403);
  });

  it("are the owner's PDF, kept out of shared caches", async () => {
    const { response, html } = await pageAt(LESSON, await asOwnerOf('premium@demo.test'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html.startsWith('%PDF-')).toBe(true);
  });
});

describe('the course page', () => {
  it('is the loader for a first-screen cookie that merely says the course is owned', async () => {
    const { html } = await pageAt('/dashboard/course', { [FIRST_SCREEN_COOKIE]: 'default.course' });
    expect(html).not.toContain('aria-label="Lessons"');
  });

  it("is painted for the owner's page session", async () => {
    const { html } = await pageAt('/dashboard/course', await asOwnerOf('premium@demo.test'));
    expect(html).toContain('aria-label="Lessons"');
  });
});

describe('the files anyone can download', () => {
  /** Every file of the build the server serves (its render folder never is). */
  async function servedFiles(dir: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !path.relative(dir, file).startsWith(RENDER_DIR));
  }

  it("hold no lesson's text (the app's scripts included)", async () => {
    const files = await servedFiles(path.resolve('dist'));
    expect(files.length).toBeGreaterThan(10);
    const taught = LESSONS.map((lesson) => lesson.intro.slice(0, 60));
    for (const file of files) {
      if (/\.(png|br|gz)$/.test(file)) continue;
      const text = await fs.readFile(file, 'utf8');
      for (const phrase of taught) expect(text.includes(phrase), `${file}: ${phrase}`).toBe(false);
    }
  });
});
