/**
 * The flows page for product managers and QA (/dev/flows; mounted outside production only): a
 * page whose script the server bundles on first request with esbuild (a development tool, loaded
 * only here) from src/dev-flows/main.ts, every machines/*.machine.ts and its wording table, and the
 * committed diagrams, plans and model samples it reads (docs/flows, docs/test-plans), and the
 * change overlays of the last `npm run flows -- --base <ref>` when there are any (reports/flow-changes).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { docComment, FLOW_CHANGES_FOLDER } from '../../../scripts/flow-reading/docs.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flows</title><style>
body{font:15px system-ui,sans-serif;margin:0;display:grid;grid-template-columns:14rem 1fr;min-height:100vh;color:#1d1f23}
nav{background:#f3f4f6;padding:1rem;border-right:1px solid #ddd}nav ul{list-style:none;padding:0;margin:0}nav a{display:block;padding:.3rem .5rem;border-radius:6px;color:inherit;text-decoration:none}
nav a[aria-current]{background:#2458c6;color:#fff}main{padding:1rem 2rem;min-width:0}
.workspace{display:grid;grid-template-columns:minmax(16rem,24rem) 1fr;gap:1.5rem;align-items:start}
.diagram{overflow:auto;border:1px solid #ddd;margin:0;max-height:85vh}.diagram svg{display:block}select{max-width:100%;font:inherit}
rect.current{stroke:#e8590c;stroke-width:4;fill:#fff4e6}
.choices [role=group]{margin-bottom:.5rem}.choices button{display:block;margin:.25rem 0;text-align:left}
button{font:inherit;padding:.35rem .7rem;border:1px solid #888;border-radius:6px;background:#fff;cursor:pointer}button:hover{background:#eef2ff}
button[data-kind=fails]{border-color:#c62828}button[data-kind=succeeds]{border-color:#1b7a3d}
.controls{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}details{margin:.3rem 0}summary{cursor:pointer}
</style></head><body><nav aria-label="Machines"></nav><main><p>Loading the flows…</p></main>
<script type="module" src="/dev/flows/app.js"></script></body></html>`;

const machineFiles = async () =>
  (await fs.readdir(path.join(ROOT, 'machines'))).filter((file) => file.endsWith('.machine.ts')).sort();

/** The page's entry: every machine with its wording table and its file's summary. */
async function entrySource(): Promise<string> {
  const files = await machineFiles();
  const lines = await Promise.all(
    files.map(async (file, index) => {
      const name = file.replace('.machine.ts', '');
      const summary = docComment(await fs.readFile(path.join(ROOT, 'machines', file), 'utf8'));
      return [
        `import * as m${index} from './machines/${file}';`,
        `import { wording as w${index} } from './content/flow-wording/${name}.ts';`,
        `entries.push({ file: ${JSON.stringify(name)}, machine: Object.values(m${index}).find((value) => value instanceof StateMachine), wording: w${index}, summary: ${JSON.stringify(summary)} });`,
      ].join('\n');
    }),
  );
  return [
    `import { StateMachine } from 'xstate';`,
    `import { start } from './src/dev-flows/main.ts';`,
    'const entries = [];',
    ...lines,
    'start(entries);',
  ].join('\n');
}

async function bundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: { contents: await entrySource(), resolveDir: ROOT, sourcefile: 'dev-flows-entry.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Which committed file serves which request: the diagram, the plan, the model's samples. */
const FILES: Record<string, { folder: string; type: string }> = {
  svg: { folder: 'docs/flows', type: 'image/svg+xml' },
  csv: { folder: 'docs/test-plans', type: 'text/csv; charset=utf-8' },
  'model.json': { folder: 'docs/test-plans', type: 'application/json' },
};

const readOrUndefined = (file: string) => fs.readFile(file, 'utf8').catch(() => undefined);
const noSuchFile = { error: 'No such flow file' };

/** `changes`: the folder of the change file and its overlays (a per-run report, so it may be missing). */
export function devFlowsRoutes(changes = path.join(ROOT, FLOW_CHANGES_FOLDER)) {
  const app = new Hono();
  // Bundled once per process; a new build is a restart away (npm run dev restarts on change).
  let script: Promise<string> | undefined;
  app.get('/dev/flows', (c) => c.html(PAGE));
  app.get('/dev/flows/app.js', async (c) => {
    script ??= bundle().catch((error: unknown) => {
      script = undefined;
      throw error;
    });
    return c.body(await script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  });
  app.get('/dev/flows/files/:name', async (c) => {
    const match = /^([A-Za-z]+)\.(svg|csv|model\.json)$/.exec(c.req.param('name'));
    if (!match) return c.json(noSuchFile, 404);
    const { folder, type } = FILES[match[2]];
    const text = await readOrUndefined(path.join(ROOT, folder, `${match[1]}.${match[2]}`));
    return text === undefined ? c.json(noSuchFile, 404) : c.body(text, 200, { 'content-type': type });
  });
  app.get('/dev/flows/changes.json', async (c) => {
    const text = await readOrUndefined(path.join(changes, 'changes.json'));
    return text === undefined
      ? c.json({ error: 'No change file: run npm run flows -- --base <ref>' }, 404)
      : c.body(text, 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  });
  app.get('/dev/flows/changes/:name', async (c) => {
    const match = /^[A-Za-z]+\.svg$/.exec(c.req.param('name'));
    const text = match && (await readOrUndefined(path.join(changes, match[0])));
    return text
      ? c.body(text, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' })
      : c.json(noSuchFile, 404);
  });
  return app;
}
