/**
 * The image proxy's rules without the network (server/functions/image-proxy.ts, IMAGE_PROXY_ALLOW
 * in server/config.ts): what the allow-list admits, and answers a real server rarely gives
 * (no content-length, endless redirects). The stack test covers the route over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  allowedImageUrl,
  fetchAllowedImage,
  MAX_IMAGE_BYTES,
  type ImageFetch,
} from '../../server/functions/image-proxy';

const allowFrom = (setting?: string) =>
  loadConfig({ APP_ENV: 'development', ...(setting === undefined ? {} : { IMAGE_PROXY_ALLOW: setting }) })
    .imageProxyAllow;
const allowed = (url: string, setting?: string) => allowedImageUrl(url, allowFrom(setting))?.href;

const png = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'image/png', ...headers } });

describe('IMAGE_PROXY_ALLOW', () => {
  it("admits only https subdomains of Instagram's image CDNs by default", () => {
    expect(allowed('https://scontent-ams2-1.cdninstagram.com/v/t51/p.jpg?x=1')).toBeDefined();
    expect(allowed('https://scontent.xx.fbcdn.net/p.jpg')).toBeDefined();
    expect(allowed('https://cdninstagram.com/p.jpg')).toBeUndefined(); // '*.' is not the bare domain
    expect(allowed('http://scontent.cdninstagram.com/p.jpg')).toBeUndefined();
    expect(allowed('https://scontent.cdninstagram.com:8443/p.jpg')).toBeUndefined();
    expect(allowed('https://cdninstagram.com.evil.example/p.jpg')).toBeUndefined();
    expect(allowed('https://evilcdninstagram.com/p.jpg')).toBeUndefined();
    expect(allowed('https://user:secret@scontent.cdninstagram.com/p.jpg')).toBeUndefined();
    expect(allowed('/media/posts/a.svg')).toBeUndefined();
    expect(allowed('file:///etc/passwd')).toBeUndefined();
  });

  it('replaces the default, matching protocol, host and port exactly', () => {
    const setting = ' http://127.0.0.1:5555 , https://IMG.example.com:443';
    expect(allowed('http://127.0.0.1:5555/a.png', setting)).toBeDefined();
    expect(allowed('http://127.0.0.1:5556/a.png', setting)).toBeUndefined();
    expect(allowed('http://127.0.0.1/a.png', setting)).toBeUndefined();
    expect(allowed('https://img.example.com/a.png', setting)).toBeDefined(); // 443 is https's own port
    expect(allowed('https://sub.img.example.com/a.png', setting)).toBeUndefined();
    expect(allowed('https://scontent.cdninstagram.com/p.jpg', setting)).toBeUndefined();
  });

  it('refuses to start with a malformed entry', () => {
    const malformed = [
      'cdninstagram.com',
      'ftp://files.example.com',
      'https://*cdn.example.com',
      'https://a.example.com/path',
      'https://a.example.com:70000',
      ' , ',
    ];
    for (const setting of malformed) expect(() => allowFrom(setting), setting).toThrow(/IMAGE_PROXY_ALLOW/);
  });
});

describe('fetchAllowedImage', () => {
  const allow = allowFrom('https://img.example.com');
  const start = new URL('https://img.example.com/start.png');

  it('answers the bytes and type, never letting the fetch follow redirects itself', async () => {
    const calls: RequestInit[] = [];
    const fetchImage: ImageFetch = async (_url, init) => {
      calls.push(init);
      return png(new Uint8Array([1, 2, 3]), { 'content-type': 'image/PNG; charset=binary' });
    };
    const image = await fetchAllowedImage(start, allow, fetchImage);
    expect(image).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(image.kind === 'image' && [...image.bytes]).toEqual([1, 2, 3]);
    expect(calls.map((init) => init.redirect)).toEqual(['manual']);
  });

  it('follows up to three allowed redirects, and refuses a fourth', async () => {
    const redirecting = (hops: number): ImageFetch => {
      let seen = 0;
      return async () =>
        seen++ < hops ? new Response(null, { status: 302, headers: { location: `/hop-${seen}.png` } }) : png('ok');
    };
    expect((await fetchAllowedImage(start, allow, redirecting(3))).kind).toBe('image');
    expect(await fetchAllowedImage(start, allow, redirecting(4))).toMatchObject({ kind: 'refused', status: 502 });
  });

  it('refuses a body over the limit even when no content-length announces it', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) });
    expect(await fetchAllowedImage(start, allow, async () => png(endless))).toMatchObject({
      kind: 'refused',
      status: 502,
    });
    const announced = png('small', { 'content-length': String(MAX_IMAGE_BYTES + 1) });
    expect(await fetchAllowedImage(start, allow, async () => announced)).toMatchObject({
      kind: 'refused',
      status: 502,
    });
  });

  it('answers 502 when the image host cannot be reached', async () => {
    const failing: ImageFetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await fetchAllowedImage(start, allow, failing)).toMatchObject({ kind: 'refused', status: 502 });
  });
});
