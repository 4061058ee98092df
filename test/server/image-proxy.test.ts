/**
 * The image proxy over real HTTP (spec 7): the stack fetches from this test's own image
 * server, which the stack's allow-list names (IMAGE_PROXY_ALLOW in test/stack.global-setup.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers.ts';

// Fixed: the stack was started with this origin in its allow-list.
const IMAGE_SERVER_PORT = 47911;
const IMAGE_SERVER = `http://127.0.0.1:${IMAGE_SERVER_PORT}`;

/** A valid 1×1 PNG, built here so the test carries no binary file. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]); // 1×1, 8-bit RGBA
  const pixel = zlib.deflateSync(Buffer.from([0, 255, 64, 128, 255])); // filter byte + one RGBA pixel
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = onePixelPng();

/** Where '/away' redirects: a server that would serve the image, but is not on the allow-list. */
let elsewhere = '';

const serveImages: http.RequestListener = (request, response) => {
  switch (request.url) {
    case '/pixel.png':
      response.writeHead(200, {
        'content-type': 'image/png',
        'set-cookie': 'tracker=1',
        'cache-control': 'no-store',
        'x-upstream': 'secret',
      });
      return response.end(PNG);
    case '/drawing.svg':
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      return response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case '/moved':
      response.writeHead(302, { location: '/pixel.png' });
      return response.end();
    case '/away':
      response.writeHead(302, { location: `${elsewhere}/pixel.png` });
      return response.end();
    default:
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('no such image');
  }
};
const imageServer = http.createServer(serveImages);
const notAllowedServer = http.createServer(serveImages);

/** Listens on the fixed port, waiting while the other stack project's run of this file holds it. */
async function listenOnFixedPort(deadline = Date.now() + 60_000): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) =>
      imageServer.once('error', reject).listen(IMAGE_SERVER_PORT, '127.0.0.1', () => resolve()),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return listenOnFixedPort(deadline);
  }
}

const proxied = (url: string) => api(`/functions/image-proxy?url=${encodeURIComponent(url)}`);

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: expect.any(String) });
}

beforeAll(async () => {
  await listenOnFixedPort();
  await new Promise<void>((resolve) => notAllowedServer.listen(0, '127.0.0.1', resolve));
  elsewhere = `http://127.0.0.1:${(notAllowedServer.address() as AddressInfo).port}`;
});
afterAll(() =>
  Promise.all([imageServer, notAllowedServer].map((server) => new Promise((resolve) => server.close(resolve)))),
);

describe('image proxy', () => {
  it('passes an allowed PNG through with its type and a day of caching, and none of the upstream headers', async () => {
    const response = await proxied(`${IMAGE_SERVER}/pixel.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-upstream')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('follows a redirect within the allow-list', async () => {
    const response = await proxied(`${IMAGE_SERVER}/moved`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers 400 for a missing, unreadable or not allowed url', async () => {
    await expectError(await api('/functions/image-proxy'), 400);
    await expectError(await proxied('not a url'), 400);
    await expectError(await proxied(`${elsewhere}/pixel.png`), 400);
    await expectError(await proxied(`${IMAGE_SERVER.replace('http:', 'https:')}/pixel.png`), 400);
    await expectError(await proxied('https://example.com/pixel.png'), 400);
  });

  it("lets '*.' match subdomains only, not the bare domain", async () => {
    // *.image-proxy.test is allowed but resolves nowhere: allowed means it was tried (502), not refused (400).
    await expectError(await proxied('http://img.image-proxy.test:47911/pixel.png'), 502);
    await expectError(await proxied('http://image-proxy.test:47911/pixel.png'), 400);
    await expectError(await proxied('https://cdninstagram.com/pixel.png'), 400);
  });

  it('refuses SVG, which could run script on our origin', async () => {
    await expectError(await proxied(`${IMAGE_SERVER}/drawing.svg`), 502);
  });

  it('refuses a redirect to an address that is not allowed', async () => {
    await expectError(await proxied(`${IMAGE_SERVER}/away`), 502);
  });

  it('answers 404 when the image host does', async () => {
    await expectError(await proxied(`${IMAGE_SERVER}/gone.png`), 404);
  });
});

describe('demo post images', () => {
  it('serves a cacheable 4:5 SVG per id, and 404 for an id outside the pattern', async () => {
    const response = await api('/media/posts/premium-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 600 750"/);
    await expectError(await api('/media/posts/Upper-Case.svg'), 404);
    await expectError(await api(`/media/posts/${'a'.repeat(81)}.svg`), 404);
  });
});
