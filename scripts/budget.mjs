#!/usr/bin/env node
/**
 * Prints the JavaScript, gzip, that a signed-out visitor downloads to see the sign-in screen:
 * the entry and the chunks it imports statically (modulepreloaded in index.html) — the entry
 * paints the sign-in screen itself — plus the sign-in route's own chunk. Then, for the record,
 * what loads after the first paint: the router with every other route, the services, Firebase.
 * `--check` exits 1 above the budget. Run after `vite build` (`npm run budget` builds first).
 * Always exits 1 when the Stately inspector (development only, src/app/inspector.ts) got into the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 95;
const dist = path.resolve('dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withStaticImports(child, seen);
  return seen;
}

const gzipBytes = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const jsFiles = (keys) => [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

const builtFiles = fs.readdirSync(dist, { recursive: true }).filter((file) => fs.statSync(path.join(dist, file)).isFile());
const withInspector = builtFiles.filter((file) => fs.readFileSync(path.join(dist, file)).includes('statelyai'));
if (withInspector.length) {
  console.error(`The Stately inspector is development only, yet the build contains it: ${withInspector.join(', ')}`);
  process.exit(1);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signInRoute = Object.keys(manifest).filter((key) => /^src\/routes\/_guest(\/sign-in)?\.tsx/.test(key));
const firstPaint = jsFiles([...withStaticImports(entry), ...signInRoute]);

console.log('To show the sign-in screen:');
for (const file of firstPaint.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`${kb(gzipBytes(file))} kB  ${file}`);
const total = sum(firstPaint);
console.log(`${kb(total)} kB  total (budget ${BUDGET_KB} kB)`);

const later = (...sources) => {
  const keys = Object.keys(manifest).filter((key) => sources.includes(manifest[key].src));
  return jsFiles(keys.flatMap((key) => [...withStaticImports(key)])).filter((file) => !firstPaint.includes(file));
};
console.log('Loaded after the first paint:');
console.log(`${kb(sum(later('src/app/router.tsx')))} kB  router and route tree (src/app/router.tsx)`);
const services = ['auth', 'origin-api', 'subscriptions', 'token-sync'].map((name) => `src/services/${name}.ts`);
console.log(`${kb(sum(later(...services)))} kB  services (ky, zod)`);
console.log(`${kb(sum(later('src/services/firebase-auth.ts')))} kB  Firebase Auth`);
if (process.argv.includes('--check') && total > BUDGET_KB * 1024) process.exit(1);
