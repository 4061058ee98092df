// /dashboard is answered with the dashboard prerendered in the brand the first-screen cookie names
// (contracts/first-screen.ts), and with the loader page for anyone else.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { api } from './helpers.ts';

const dashboardPage = async (cookie?: string) => {
  const response = await api('/dashboard', {
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
      const { response, html } = await dashboardPage(brand);
      expect(response.status, brand).toBe(200);
      expect(response.headers.get('cache-control'), brand).toBe('no-cache');
      expect(response.headers.get('vary'), brand).toMatch(/Cookie/i);
      expect(html, brand).toContain('<div id="root" data-painted-screen>');
      expect(html, brand).toContain(`>${productName}</span>`);
      expect(html, brand).toContain('href="/dashboard/analytics"');
    }
  });

  it('is the loader without the cookie, or with one naming no brand', async () => {
    for (const cookie of [undefined, '', 'z', '../index', 'default.html']) {
      const { response, html } = await dashboardPage(cookie);
      expect(response.status, String(cookie)).toBe(200);
      expect(response.headers.get('vary'), String(cookie)).toMatch(/Cookie/i);
      expect(html, String(cookie)).toContain('<div id="root"><div');
      expect(html, String(cookie)).not.toContain('data-painted-screen');
      expect(html, String(cookie)).not.toContain('href="/dashboard/analytics"');
    }
  });
});
