import { describe, expect, it } from 'vitest';
import { signInPage } from '../../scripts/prerender-sign-in';

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

describe('sign-in.html from index.html', () => {
  const page = signInPage(INDEX, prerendered, { 'assets/index-ghi.css': '.a{color:red}' });

  it('puts the rendered screen in #root and the theme class on <html>', () => {
    expect(page).toContain('<div id="root"><main><h1>Analyze</h1></main></div>');
    expect(page).toContain('<html lang="en" class="theme_1">');
  });

  it('inlines the first chunk’s CSS instead of linking it (no render-blocking request)', () => {
    expect(page).toContain('<style>.a{color:red}</style></head>');
    expect(page).not.toContain('index-ghi.css');
  });

  it('asks for the hydrating scripts at low priority', () => {
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/jsx-runtime-def.js">');
  });

  it('keeps $ patterns in the CSS and markup as they are', () => {
    const withDollars = signInPage(INDEX, { html: '<p>$& $1</p>', themeClass: 't' }, { 'assets/index-ghi.css': '.b::after{content:"$$"}' });
    expect(withDollars).toContain('<p>$& $1</p>');
    expect(withDollars).toContain('content:"$$"');
  });

  it('fails the build when index.html no longer has what it replaces', () => {
    expect(() => signInPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), prerendered, {})).toThrow(/no <div id="root">/);
    expect(() => signInPage(INDEX, prerendered, { 'assets/other.css': '' })).toThrow(/not linked/);
  });
});
