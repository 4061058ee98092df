// `npm run build`'s server half: bundles the production entry (server/main.ts) and the profile
// worker into dist-server/, so production runs plain JavaScript (`npm run start:production`) with
// no TypeScript loader. The npm packages stay outside the bundle (installed beside it). The
// migrations are read at run time from beside the bundle; meta.json lists every source file the
// bundle holds (test/production reads it: no development code).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist-server');

await fs.rm(OUT, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: ROOT,
  // Each a whole of its own, so a module's top-level code runs in import order (the worker lowers its priority first).
  entryPoints: { main: 'server/main.ts', 'profile-worker': 'server/profile-sources/profile-worker-main.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
await fs.cp(path.join(ROOT, 'server/db/migrations'), path.join(OUT, 'migrations'), { recursive: true });
await fs.writeFile(path.join(OUT, 'meta.json'), JSON.stringify(metafile));
const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`dist-server/: ${Object.keys(metafile.inputs).length} source files, ${(bytes / 1024).toFixed(0)} kB`);
