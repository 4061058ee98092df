import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  EARLY_MODULES,
  hydrateAfterPaintScript,
  prerenderedPage,
  withEntryAfterPaint,
  withModulePreloads,
} from '../../scripts/first-paint-pages';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const prerendered = { html: '<main><h1>Analyze</h1></main>', themeClass: 'theme_1' };

describe('a prerendered page from index.html', () => {
  const page = prerenderedPage(INDEX, prerendered, { 'assets/index-ghi.css': '.a{color:red}' });

  it('puts the rendered screen in #root and the theme class on <html>', () => {
    expect(page).toContain('<div id="root"><main><h1>Analyze</h1></main></div>');
    expect(page).toContain('<html lang="en" class="theme_1">');
  });

  it('inlines the CSS instead of linking it (no render-blocking request), also CSS no link named', () => {
    expect(page).toContain('<style>.a{color:red}</style>');
    expect(page).not.toContain('crossorigin href="/assets/index-ghi.css"');
    expect(prerenderedPage(INDEX, prerendered, { 'assets/router.css': '.r{}' })).toContain('<style>.r{}</style>');
  });

  it("marks each inlined file with a disabled link (never fetched) for Vite's preload helper to find", () => {
    expect(page).toContain('<link rel="stylesheet" href="/assets/index-ghi.css" disabled></head>');
    expect(prerenderedPage(INDEX, prerendered, { 'assets/router.css': '.r{}' })).toContain(
      '<style>.r{}</style><link rel="stylesheet" href="/assets/router.css" disabled></head>',
    );
  });

  it('asks for the hydrating scripts at low priority', () => {
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jsx-runtime-def.js">',
    );
  });

  it('keeps $ patterns in the CSS and markup as they are', () => {
    const withDollars = prerenderedPage(
      INDEX,
      { html: '<p>$& $1</p>', themeClass: 't' },
      { 'assets/index-ghi.css': '.b::after{content:"$$"}' },
    );
    expect(withDollars).toContain('<p>$& $1</p>');
    expect(withDollars).toContain('content:"$$"');
  });

  it('puts what it is given right after #root', () => {
    expect(prerenderedPage(INDEX, prerendered, {}, '<script>keep()</script>')).toContain(
      '<div id="root"><main><h1>Analyze</h1></main></div><script>keep()</script>',
    );
  });

  it('fails the build when index.html no longer has what it replaces', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), prerendered, {}),
    ).toThrow(/no <div id="root">/);
  });
});

describe('modulepreloads of index.html', () => {
  const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({
    type: 'chunk',
    fileName,
    imports,
    moduleIds,
  });
  const bundle = {
    'index.js': chunk('index.js', ['react.js'], ['/app/src/main.tsx']),
    'react.js': chunk('react.js', []),
    'app.js': chunk('app.js', ['react.js', 'route-core.js'], ['/app/src/app/router.tsx', '/app/src/services/auth.ts']),
    'route-core.js': chunk('route-core.js', []),
    'firebase.js': chunk(
      'firebase.js',
      [],
      ['/app/node_modules/firebase/auth.js', '/app/src/services/firebase-auth.ts'],
    ),
    'news.js': chunk('news.js', [], ['/app/src/services/news.ts']),
    'dashboard.js': chunk('dashboard.js', ['cards.js'], ['/app/src/routes/dashboard.tsx?tsr-split=component']),
    'cards.js': chunk('cards.js', ['react.js']),
    'index.css': { type: 'asset', fileName: 'index.css' },
  } as unknown as Parameters<typeof chunksOf>[1];

  it('preloads the chunks holding the router and Firebase, and what they import, but nothing the entry already brings or later screens need', () => {
    expect(chunksOf(EARLY_MODULES, bundle, 'index.js', '/app').sort()).toEqual([
      'app.js',
      'firebase.js',
      'route-core.js',
    ]);
  });

  it("finds a route's split chunk by its file, whatever the query the router's split added", () => {
    expect(chunksOf(['src/routes/dashboard.tsx'], bundle, 'index.js', '/app').sort()).toEqual([
      'cards.js',
      'dashboard.js',
    ]);
  });

  it('links them in the head', () => {
    expect(withModulePreloads('<head></head>', ['router.js'])).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" crossorigin href="/router.js"></head>',
    );
  });
});

describe('the sign-in page hydrating after its first paint', () => {
  const page =
    '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"><h1>Sign in</h1></div></body>';

  it('asks for the entry only through the after-paint module, which imports it once a frame has been painted', () => {
    const replaced = withEntryAfterPaint(page, 'assets/index-A1.js', 'assets/hydrate-after-paint-B2.js');
    expect(replaced).toBe(
      '<head><script type="module" src="/assets/hydrate-after-paint-B2.js"></script></head><body><div id="root"><h1>Sign in</h1></div></body>',
    );
    const script = hydrateAfterPaintScript('assets/index-A1.js');
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf("import('/assets/index-A1.js')"));
  });

  it('on a painted page, also preloads what shows its route, after the frame and before the entry', () => {
    const script = hydrateAfterPaintScript('assets/index-A1.js', ['assets/app-C3.js']);
    const preload = script.indexOf('["assets/app-C3.js"]');
    expect(preload).toBeGreaterThan(script.indexOf('requestAnimationFrame'));
    expect(preload).toBeLessThan(script.indexOf("import('/assets/index-A1.js')"));
    expect(script).toContain("rel: 'modulepreload'");
  });

  it('fails the build when the page has no such entry script', () => {
    expect(() => withEntryAfterPaint(page, 'assets/index-Z9.js', 'assets/hydrate-after-paint-B2.js')).toThrow(
      /no script assets\/index-Z9.js/,
    );
  });
});
