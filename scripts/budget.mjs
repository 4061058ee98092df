#!/usr/bin/env node
/**
 * Prints the JavaScript, gzip, that a signed-out visitor downloads to see the sign-in screen:
 * the entry and the chunks it imports statically (modulepreloaded in index.html) — the entry
 * paints the sign-in screen itself — plus the sign-in route's own chunk. Then, for the record,
 * what loads after the first paint: the signed-in app's shared chunks (libraries; contracts; services;
 * machines and UI kit; the app's actors; the router), Firebase Auth's and every screen's own chunk.
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
const jsFiles = (keys) => [
  ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
];
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

const builtFiles = fs
  .readdirSync(dist, { recursive: true })
  .filter((file) => fs.statSync(path.join(dist, file)).isFile());
const withInspector = builtFiles.filter((file) => fs.readFileSync(path.join(dist, file)).includes('statelyai'));
if (withInspector.length) {
  console.error(`The Stately inspector is development only, yet the build contains it: ${withInspector.join(', ')}`);
  process.exit(1);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signInRoute = Object.keys(manifest).filter((key) => /^src\/routes\/_guest(\/sign-in)?\.tsx/.test(key));
const firstPaint = jsFiles([...withStaticImports(entry), ...signInRoute]);

console.log('To show the sign-in screen:');
for (const file of firstPaint.sort((a, b) => gzipBytes(b) - gzipBytes(a)))
  console.log(`${kb(gzipBytes(file))} kB  ${file}`);
const total = sum(firstPaint);
console.log(`${kb(total)} kB  total (budget ${BUDGET_KB} kB)`);

const later = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  (file) => file.endsWith('.js') && !firstPaint.includes(file),
);
console.log('Loaded after the first paint, largest first:');
for (const file of later.sort((a, b) => gzipBytes(b) - gzipBytes(a)).slice(0, 4))
  console.log(`${kb(gzipBytes(file))} kB  ${file}`);
console.log(
  `${kb(sum(later))} kB  all ${later.length} chunks loaded later (the password-strength dictionary only where a password is set)`,
);
if (process.argv.includes('--check') && total > BUDGET_KB * 1024) process.exit(1);
