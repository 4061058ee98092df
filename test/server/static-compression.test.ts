// The built SPA's files go out compressed (Brotli, else gzip) to clients that accept it, from the
// copies the build wrote (scripts/precompress.ts), and as they are to clients that do not. JSON
// answers and the page HTML are gzipped on the way out.
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { api, post } from './helpers.ts';

describe('static files', () => {
  it('are sent precompressed by accepted encoding, with Vary, and decode to the same bytes', async () => {
    const script = (await fs.readdir('dist/assets')).find((file) => file.endsWith('.js') && file.startsWith('index-'))!;
    const original = await fs.readFile(`dist/assets/${script}`, 'utf8');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await api(`/assets/${script}`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      if (encoding) expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(Number(response.headers.get('content-length'))).toBeLessThan(
        encoding ? original.length / 2 : original.length + 1,
      );
      expect(await response.text()).toBe(original); // fetch decodes what it asked for
    }
  });

  it('and JSON answers and page HTML are gzipped for clients that accept it, never for those that do not', async () => {
    const answers = {
      news: (accept: string) =>
        post('/functions/ig-getNews', '{}', { 'content-type': 'application/json', 'accept-encoding': accept }),
      page: (accept: string) => api('/dashboard', { headers: { accept: 'text/html', 'accept-encoding': accept } }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const plain = await answer('identity');
      const gzipped = await answer('gzip');
      expect(plain.headers.get('content-encoding'), name).toBeNull();
      expect(gzipped.headers.get('content-encoding'), name).toBe('gzip');
      expect(gzipped.headers.get('vary'), name).toContain('Accept-Encoding');
      expect(await gzipped.text(), name).toBe(await plain.text()); // fetch decodes what it asked for
    }
  });
});
