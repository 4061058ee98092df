// /dashboard and /dashboard/course are answered with their page prerendered in the brand the
// first-screen cookie names (contracts/first-screen.ts), the course only if it says the course is
// owned, and with the loader page for anyone else.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { api } from './helpers.ts';

const pageAt = async (pathname: string, cookie?: string) => {
  const response = await api(pathname, {
    headers: { accept: 'text/html', ...(cookie ? { cookie: `${FIRST_SCREEN_COOKIE}=${cookie}` } : {}) },
  });
  return { response, html: await response.text() };
};

describe('the first screen of /dashboard', () => {
  it('is the dashboard of the brand the cookie names, painted from the page', async () => {
    for (const [brand, productName] of [
      ['default', 'Reach'],
      ['x', 'Orbit'],
      ['y', 'Pulse'],
    ]) {
      const { response, html } = await pageAt('/dashboard', brand);
      expect(response.status, brand).toBe(200);
      expect(response.headers.get('cache-control'), brand).toBe('no-cache');
      expect(response.headers.get('vary'), brand).toMatch(/Cookie/i);
      expect(html, brand).toContain(`>${productName}</span>`);
      expect(html, brand).toContain('href="/dashboard/analytics"');
    }
  });

  it("is the course for a cookie that says it is owned, in the cookie's brand", async () => {
    const { html } = await pageAt('/dashboard/course', 'y.course');
    expect(html).toContain('aria-label="Lessons"');
    const themeOf = (page: string) => /<html lang="en" class="([^"]+)">/.exec(page)?.[1];
    const { html: pulseDashboard } = await pageAt('/dashboard', 'y');
    const { html: reachCourse } = await pageAt('/dashboard/course', 'default.course');
    expect(themeOf(html)).toBe(themeOf(pulseDashboard));
    expect(themeOf(html)).not.toBe(themeOf(reachCourse));
    for (const cookie of ['y', 'course', 'y.course.x']) {
      const { html: loader } = await pageAt('/dashboard/course', cookie);
      expect(loader, cookie).not.toContain('aria-label="Lessons"');
    }
  });

  it('is the loader without the cookie, or with one naming no brand', async () => {
    for (const cookie of [undefined, '', 'z', 'z.course', '../index', 'default.html']) {
      const { response, html } = await pageAt('/dashboard', cookie);
      expect(response.status, String(cookie)).toBe(200);
      expect(response.headers.get('vary'), String(cookie)).toMatch(/Cookie/i);
      expect(html, String(cookie)).toContain('<div id="root"><div');
      expect(html, String(cookie)).not.toContain('href="/dashboard/analytics"');
    }
  });
});
