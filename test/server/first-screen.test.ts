// /dashboard and /dashboard/course are answered with their page prerendered in the brand the
// first-screen cookie names (contracts/first-screen.ts), the course only for its owner's page
// session (never for a cookie the client sets), and with the loader page for anyone else.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { signUpSubscriber, uniqueEmail } from './helpers.ts';
import { pageAt as pageWith, pageSessionOf } from './pages.ts';

const pageAt = (pathname: string, screen?: string, pageSession?: string) =>
  pageWith(pathname, {
    ...(screen === undefined ? {} : { [FIRST_SCREEN_COOKIE]: screen }),
    ...(pageSession === undefined ? {} : { [PAGE_SESSION_COOKIE]: pageSession }),
  });

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

  it("is the course for its owner's page session, in the cookie's brand", async () => {
    const { value: owner } = await pageSessionOf('premium@demo.test');
    const { html } = await pageAt('/dashboard/course', 'y.course', owner);
    expect(html).toContain('aria-label="Lessons"');
    const themeOf = (page: string) => /<html lang="en" class="([^"]+)">/.exec(page)?.[1];
    const { html: pulseDashboard } = await pageAt('/dashboard', 'y');
    const { html: reachCourse } = await pageAt('/dashboard/course', 'default.course', owner);
    expect(themeOf(html)).toBe(themeOf(pulseDashboard));
    expect(themeOf(html)).not.toBe(themeOf(reachCourse));
    for (const cookie of ['y', 'course', 'y.course.x']) {
      const { html: loader } = await pageAt('/dashboard/course', cookie, owner);
      expect(loader, cookie).not.toContain('aria-label="Lessons"');
    }
  });

  it('is the loader for a cookie alone, whatever it says, and for a subscriber without the course', async () => {
    const subscriber = await signUpSubscriber(uniqueEmail('no-course'));
    const { value: withoutCourse } = await pageSessionOf(subscriber.email);
    for (const [screen, session] of [
      ['default.course', undefined],
      ['y.course', 'forged'],
      ['default.course', withoutCourse],
    ]) {
      const { html } = await pageAt('/dashboard/course', screen, session);
      expect(html, `${screen} ${session}`).not.toContain('aria-label="Lessons"');
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
