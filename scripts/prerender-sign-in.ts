/**
 * Emits `sign-in.html`: index.html with the sign-in screen already rendered in #root, the default
 * theme's class on <html>, the first chunk's CSS inlined and its scripts at low priority, so the
 * headline and the form paint from the HTML alone (LCP budget of issue 8). The server answers
 * /sign-in with it and src/main.tsx hydrates it. The screen is rendered by a server-side build of
 * src/prerender.tsx with the same React and vanilla-extract plugins, hence the same class names.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';

export const SIGN_IN_PAGE = 'sign-in.html';

interface Prerendered {
  html: string;
  themeClass: string;
}

/** The page itself: pure, so a unit test can check every replacement on a known index.html. */
export function signInPage(indexHtml: string, { html, themeClass }: Prerendered, inlineCss: Record<string, string>): string {
  let page = indexHtml;
  for (const file of Object.keys(inlineCss)) {
    const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!link.test(page)) throw new Error(`${file} is not linked from index.html`);
    page = page.replace(link, '');
  }
  const css = Object.values(inlineCss).join('');
  const replaced = (from: string, to: string) => {
    if (!page.includes(from)) throw new Error(`index.html has no ${from}`);
    page = page.replace(from, () => to);
  };
  replaced('<html lang="en">', `<html lang="en" class="${themeClass}">`);
  replaced('</head>', `<style>${css}</style></head>`);
  replaced('<div id="root"></div>', `<div id="root">${html}</div>`);
  // The screen paints from the HTML; its scripts only hydrate it, so they ask for low priority
  // rather than the high one module scripts get, which would hold the first paint back.
  return page.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ').replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** Builds src/prerender.tsx for Node into node_modules/.cache (so its imports resolve) and runs it. */
async function renderSignIn(root: string): Promise<Prerendered> {
  const outDir = path.join(root, 'node_modules/.cache/prerender');
  const output = (await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    build: { ssr: 'src/prerender.tsx', write: false, target: 'node20' },
  })) as Rollup.RolldownOutput | Rollup.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  await fs.rm(outDir, { recursive: true, force: true });
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk.fileName);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, chunk.type === 'chunk' ? chunk.code : chunk.source);
  }
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The prerender build has no entry');
  // The app's modules read location.pathname when they load (the session's input): give them the
  // page being rendered, for the render only.
  const global = globalThis as { location?: unknown };
  global.location = new URL('http://localhost/sign-in');
  try {
    const { prerenderSignIn } = (await import(pathToFileURL(path.join(outDir, entry.fileName)).href)) as { prerenderSignIn: () => Prerendered };
    return prerenderSignIn();
  } finally {
    delete global.location;
  }
}

export function prerenderSignInPage(): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle: {
      // After Vite has emitted index.html and the CSS files.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (index?.type !== 'asset' || entry?.type !== 'chunk') return;
        const cssFiles = [...(entry.viteMetadata?.importedCss ?? [])];
        const inlineCss = Object.fromEntries(cssFiles.map((file) => [file, String((bundle[file] as Rollup.OutputAsset).source)]));
        const source = signInPage(String(index.source), await renderSignIn(root), inlineCss);
        this.emitFile({ type: 'asset', fileName: SIGN_IN_PAGE, source });
      },
    },
  };
}
