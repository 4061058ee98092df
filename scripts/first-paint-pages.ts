/**
 * The HTML pages of the build, shaped so the first paint needs no request and what comes next
 * starts at once.
 *
 * Emits `sign-in.html`: index.html with the sign-in screen already rendered in #root, the default
 * theme's class on <html>, the first chunk's CSS inlined and its script asked for only once the
 * page has painted, so the headline and the form paint from the HTML alone (the first screen's LCP budget, docs/performance.md). The server answers
 * /sign-in with it and src/main.tsx hydrates it. index.html gets the full-screen loader the same
 * way. All are rendered by a server-side build of src/prerender.tsx with the same React and
 * vanilla-extract plugins, hence the same class names.
 *
 * Adds to index.html (every other page) modulepreloads of what those pages need before they can
 * show anything: the router, and the session's restore and subscription check. They then download
 * beside the entry instead of one round trip after another.
 *
 * Emits the painted pages of a returning subscriber (`dashboard.<brand>.html`, `course.<brand>.html`,
 * contracts/first-screen.ts) the same way, with their route's and brand's CSS inlined; they
 * preload what shows their route only once they have painted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin, Rollup } from 'vite';
import { KEEP_EARLY_PRESSES } from '../contracts/early-presses.ts';
import { paintedPageFile, type PaintedPage } from '../contracts/first-screen.ts';
import { RENDER_DIR, renderedPageTemplate, type RenderedPage } from '../contracts/rendered-pages.ts';
import type { BrandId } from '../domain/brands.ts';
import { buildInMemory, contentOf, type BuiltFile } from './build-in-memory.ts';

export const SIGN_IN_PAGE = 'sign-in.html';

/** Modules every page but sign-in waits for: the router, Firebase Auth and the subscription check. */
export const EARLY_MODULES = [
  'src/app/router.tsx',
  'src/services/auth.ts',
  'src/services/firebase-auth.ts',
  'src/services/subscriptions.ts',
];

/** The route module of each painted page, and the x and y themes: their chunks' CSS is inlined in the pages. */
const PAINTED_ROUTES: Record<PaintedPage, string> = {
  dashboard: 'src/routes/_authed/dashboard/index.tsx',
  course: 'src/routes/_authed/dashboard/course.tsx',
};
/** The route module of each page the server renders with the subscriber's records (contracts/rendered-pages.ts). */
const RENDERED_ROUTES: Record<RenderedPage, string> = {
  'my-plan': 'src/routes/_authed/dashboard/my-plan.tsx',
  analytics: 'src/routes/_authed/dashboard/analytics.tsx',
};
const THEME_MODULES: Record<Exclude<BrandId, 'default'>, string> = {
  x: 'src/ui/theme/x.css.ts',
  y: 'src/ui/theme/y.css.ts',
};

/** What src/prerender.tsx renders: the markup of #root and the theme class it needs. */
interface Prerendered {
  html: string;
  themeClass: string;
}

interface RenderedPages {
  signIn: Prerendered;
  loader: Prerendered;
  painted: Record<PaintedPage, Record<BrandId, Prerendered>>;
  /** Each brand's theme with the server's slot in #root: the rendered pages' templates. */
  slots: Record<BrandId, Prerendered>;
}

/** `text` as a regular expression that matches it literally (file names hold dots). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Prefixes the page's module scripts and modulepreloads with `fetchpriority="low"`. */
const lowPriorityScripts = (page: string) =>
  page
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');

/**
 * index.html with `html` in #root, `afterRoot` (markup) right after it, the theme class on <html>
 * and `inlineCss` (file → source) in a <style> instead of links. Pure, so a unit test can check
 * every replacement on a known page. The page paints from the HTML; its scripts come after, so they
 * ask for low priority rather than the high one module scripts get, which would hold the first
 * paint back.
 *
 * Each inlined file keeps a disabled link, which the browser does not fetch: Vite's preload helper
 * takes it for the sheet already on the page. Without it, loading a route's chunks would add their
 * CSS again after the inlined sheets, and rules of equal weight would swap order for a moment
 * (My Plan's cards grew by their kit's gap until the route's own sheet came again: CLS 0.016).
 */
export function prerenderedPage(
  indexHtml: string,
  { html, themeClass }: Prerendered,
  inlineCss: Record<string, string>,
  afterRoot = '',
): string {
  let page = indexHtml;
  for (const file of Object.keys(inlineCss)) {
    page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${literally(file)}"[^>]*>`), '');
  }
  const css = Object.values(inlineCss).join('');
  const replaced = (from: string, to: string) => {
    if (!page.includes(from)) throw new Error(`index.html has no ${from}`);
    page = page.replace(from, () => to);
  };
  replaced('<html lang="en">', `<html lang="en" class="${themeClass}">`);
  const onThePage = Object.keys(inlineCss).map((file) => `<link rel="stylesheet" href="/${file}" disabled>`);
  replaced('</head>', `<style>${css}</style>${onThePage.join('')}</head>`);
  replaced('<div id="root"></div>', `<div id="root">${html}</div>${afterRoot}`);
  return lowPriorityScripts(page);
}

/** A chunk and every chunk it imports statically. */
function withStaticImports(
  bundle: Record<string, BuiltFile>,
  fileName: string,
  found = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (found.has(fileName) || chunk?.type !== 'chunk') return found;
  found.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, found);
  return found;
}

/** The path of a module id from the project's root, without a query (the router's split routes have one). */
const modulePath = (id: string, root: string) => path.relative(root, id.replace(/\?.*$/, ''));

/** The chunks holding `modules`, with their static imports, that the entry does not already bring. */
export function chunksOf(
  modules: string[],
  bundle: Rollup.OutputBundle,
  entryFileName: string,
  root: string,
): string[] {
  const wanted = new Set<string>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.moduleIds.some((id) => modules.includes(modulePath(id, root))))
      withStaticImports(bundle, file.fileName, wanted);
  }
  const inEntry = withStaticImports(bundle, entryFileName);
  return [...wanted].filter((file) => !inEntry.has(file));
}

/**
 * The module that loads `entryFile`, and preloads `preloads`, once the page has painted. A
 * prerendered page needs no script to be seen: what it asks for after the first frame takes
 * nothing from it. (A hidden tab paints no frame: it hydrates when shown, before anyone can touch it.)
 */
export function hydrateAfterPaintScript(entryFile: string, preloads: string[] = []): string {
  const preloading = preloads.length
    ? `for (const file of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/' + file }));\n`
    : '';
  return `await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n${preloading}await import('/${entryFile}');\n`;
}

/** The page with its entry script replaced by the `hydrateAfterPaint` module (an external file: the CSP allows no inline script). */
export function withEntryAfterPaint(page: string, entryFile: string, hydrateAfterPaint: string): string {
  const entryScript = new RegExp(`<script type="module"[^>]*src="/${literally(entryFile)}"[^>]*></script>`);
  if (!entryScript.test(page)) throw new Error(`the page has no script ${entryFile}`);
  return page.replace(entryScript, () => `<script type="module" src="/${hydrateAfterPaint}"></script>`);
}

export function withModulePreloads(page: string, files: string[]): string {
  return page.replace(
    '</head>',
    () =>
      `${lowPriorityScripts(files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''))}</head>`,
  );
}

/** The Node build's entries: the build-time render, and the server's render of the pages with data. */
const SERVER_BUILD_INPUT = { prerender: 'src/prerender.tsx', 'render-pages': 'src/render-pages.tsx' };

/**
 * Builds src/prerender.tsx and src/render-pages.tsx for Node into node_modules/.cache (so their
 * imports resolve), runs the first, and returns what it rendered with the second's chunks.
 */
async function renderPages(root: string): Promise<{ pages: RenderedPages; serverRender: BuiltFile[] }> {
  const outDir = path.join(root, 'node_modules/.cache/prerender');
  const files = await buildInMemory({
    root,
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      ssr: true,
      target: 'node20',
      // render-pages.js is contracts/rendered-pages.ts' RENDER_MODULE.
      rollupOptions: { input: SERVER_BUILD_INPUT, output: { entryFileNames: '[name].js' } },
    },
  });
  const chunks = files.filter((file) => file.type === 'chunk');
  await fs.rm(outDir, { recursive: true, force: true });
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk.fileName);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, contentOf(chunk));
  }
  const entry = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name)!;
  const byFile = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  const serverRender = [...withStaticImports(byFile, entry('render-pages').fileName)].map((file) => byFile[file]);
  // The app's modules read location.pathname when they load (the session's input): give them the
  // page being rendered, for the render only.
  const global = globalThis as { location?: unknown };
  global.location = new URL('http://localhost/sign-in');
  try {
    const { prerenderPages } = (await import(pathToFileURL(path.join(outDir, entry('prerender').fileName)).href)) as {
      prerenderPages: () => RenderedPages;
    };
    return { pages: prerenderPages(), serverRender };
  } finally {
    delete global.location;
  }
}

export function firstPaintPages(): Plugin {
  let root = process.cwd();
  return {
    name: 'first-paint-pages',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle: {
      // After Vite has emitted index.html and the CSS files.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (index?.type !== 'asset' || entry?.type !== 'chunk') return;
        /** The CSS of the entry and of `chunks`, file → source. */
        const cssOf = (chunks: string[]) =>
          Object.fromEntries(
            [entry.fileName, ...chunks]
              .flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])])
              .map((file) => [file, String((bundle[file] as Rollup.OutputAsset).source)]),
          );
        const chunksOfModules = (modules: string[]) => chunksOf(modules, bundle, entry.fileName, root);
        const { pages, serverRender } = await renderPages(root);
        const indexHtml = String(index.source);
        /** An after-paint module (an external file: the CSP allows no inline script but one, below). */
        const afterPaintScript = (preloads: string[] = []) =>
          this.getFileName(
            this.emitFile({
              type: 'asset',
              name: 'hydrate-after-paint.js',
              source: hydrateAfterPaintScript(entry.fileName, preloads),
            }),
          );
        const signInPage = prerenderedPage(indexHtml, pages.signIn, cssOf([]));
        this.emitFile({
          type: 'asset',
          fileName: SIGN_IN_PAGE,
          source: withEntryAfterPaint(signInPage, entry.fileName, afterPaintScript()),
        });
        // Every other page shows the loader (its styles come with the router's chunk) until its screen is ready.
        const early = chunksOfModules(EARLY_MODULES);
        const withLoader = prerenderedPage(indexHtml, pages.loader, cssOf(early));
        index.source = withModulePreloads(withLoader, early);
        // A returning subscriber's painted pages, and the templates of the pages the server renders
        // with their records, need no script to show. What restores the session and shows the
        // route is asked for once they have painted, not before: it would share the link with the
        // page and delay its paint. Until the app has them, their inline script keeps what is pressed.
        const emitPages = (
          route: string,
          byBrand: Record<BrandId, Prerendered>,
          fileName: (brand: BrandId) => string,
        ) => {
          const chunks = chunksOfModules([...EARLY_MODULES, route]);
          const script = afterPaintScript(chunks);
          for (const [brand, prerendered] of Object.entries(byBrand) as [BrandId, Prerendered][]) {
            const theme = brand === 'default' ? [] : chunksOfModules([THEME_MODULES[brand]]);
            const page = prerenderedPage(
              indexHtml,
              prerendered,
              cssOf([...chunks, ...theme]),
              `<script>${KEEP_EARLY_PRESSES}</script>`,
            );
            this.emitFile({
              type: 'asset',
              fileName: fileName(brand),
              source: withEntryAfterPaint(page, entry.fileName, script),
            });
          }
        };
        for (const [painted, route] of Object.entries(PAINTED_ROUTES) as [PaintedPage, string][])
          emitPages(route, pages.painted[painted], (brand) => paintedPageFile(painted, brand));
        for (const [rendered, route] of Object.entries(RENDERED_ROUTES) as [RenderedPage, string][])
          emitPages(route, pages.slots, (brand) => renderedPageTemplate(rendered, brand));
        // The server's render module (RENDER_MODULE) and its chunks.
        for (const chunk of serverRender)
          this.emitFile({ type: 'asset', fileName: `${RENDER_DIR}/${chunk.fileName}`, source: contentOf(chunk) });
      },
    },
  };
}
