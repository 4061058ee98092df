#!/usr/bin/env node
/**
 * Prints the JavaScript a signed-out visitor downloads to see the sign-in screen: the entry, the
 * chunks it imports statically (modulepreloaded) and the sign-in route's split chunks, gzip.
 * `--check` exits 1 above the budget. Run after `vite build` (npm run budget builds first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 95;
const dist = path.resolve(process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withStaticImports(child, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const signInChunks = Object.keys(manifest).filter((key) => key.startsWith('src/routes/_guest/sign-in.tsx') || key.startsWith('src/routes/_guest.tsx'));
const keys = new Set([...withStaticImports(entry), ...signInChunks.flatMap((key) => [...withStaticImports(key)])]);

const rows = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const row of rows) console.log(`${kb(row.gzip).padStart(7)} kB  ${row.file}`);
console.log(`${kb(total).padStart(7)} kB  total JS gzip to show the sign-in screen (budget ${BUDGET_KB} kB)`);
const lazy = Object.values(manifest).find((chunk) => chunk.src === 'src/services/firebase-auth.ts' || chunk.name === 'firebase-auth');
if (lazy) console.log(`  (Firebase Auth loads later: ${kb(gzipSync(fs.readFileSync(path.join(dist, lazy.file)), { level: 9 }).length)} kB)`);
if (process.argv.includes('--check') && total > BUDGET_KB * 1024) process.exit(1);
