/**
 * Architecture boundary: the machines are pure (ARCHITECTURE.md). They import no UI, network,
 * identity-provider or router library, touch no browser global, read no clock, and never reach
 * into the app layer (src/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MACHINES_DIR = join(ROOT, 'machines');
const SRC_DIR = join(ROOT, 'src');

const FORBIDDEN_PACKAGES: Array<{ name: string; test: (specifier: string) => boolean }> = [
  { name: 'react', test: (s) => s === 'react' || s.startsWith('react/') },
  { name: 'react-dom', test: (s) => s === 'react-dom' || s.startsWith('react-dom/') },
  { name: 'ky', test: (s) => s === 'ky' || s.startsWith('ky/') },
  { name: 'firebase', test: (s) => s === 'firebase' || s.startsWith('firebase/') || s.startsWith('@firebase/') },
  { name: '@tanstack/*', test: (s) => s.startsWith('@tanstack/') },
];
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'navigator'];

/** Blanks out comments (and, with `strings`, string and template literal bodies), keeping offsets. */
function blank(source: string, { strings }: { strings: boolean }): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') ((out += ' '), i++);
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      while (i < stop) ((out += source[i] === '\n' ? '\n' : ' '), i++);
    } else if (ch === "'" || ch === '"' || ch === '`') {
      out += ch;
      i++;
      while (i < source.length && source[i] !== ch) {
        if (source[i] === '\\') ((out += strings ? '  ' : source.slice(i, i + 2)), (i += 2));
        else ((out += strings && source[i] !== '\n' ? ' ' : source[i]), i++);
      }
      if (i < source.length) ((out += ch), i++);
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, // import x from '...'
  /\bexport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, // export { x } from '...'
  /\bimport\s*['"]([^'"]+)['"]/g, // import '...'
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('...')
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // require('...')
];

function importSpecifiers(source: string): string[] {
  const code = blank(source, { strings: false });
  return IMPORT_PATTERNS.flatMap((pattern) => Array.from(code.matchAll(pattern), (match) => match[1]));
}

/** Every boundary violation in one machine file's source, each naming the file. */
function boundaryViolations(source: string, filePath: string): string[] {
  const label = relative(ROOT, filePath);
  const violations: string[] = [];
  for (const specifier of importSpecifiers(source)) {
    const pkg = FORBIDDEN_PACKAGES.find(({ test }) => test(specifier));
    if (pkg) violations.push(`${label}: imports '${specifier}' (${pkg.name})`);
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(filePath), specifier);
      if (target === SRC_DIR || target.startsWith(SRC_DIR + sep))
        violations.push(`${label}: imports '${specifier}' (a path into src/)`);
    }
  }
  const code = blank(source, { strings: true });
  for (const name of DOM_GLOBALS) {
    // The global itself (or globalThis.<name>), not a property of the same name (`foo.document`)
    // nor an object key (`{ document: 1 }`).
    const uses = Array.from(code.matchAll(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g'))).filter(({ index }) => {
      const before = code.slice(0, index).trimEnd();
      const after = code.slice(index + name.length).trimStart();
      if (before.endsWith('.')) return /\bglobalThis\s*\??\.$/.test(before);
      const isKey = /[{,]$/.test(before) && after.startsWith(':');
      return !isKey;
    });
    if (uses.length > 0) violations.push(`${label}: uses the DOM global '${name}'`);
  }
  if (/\bDate\s*\.\s*now\s*\(/.test(code)) violations.push(`${label}: calls Date.now()`);
  return violations;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(m|c)?[jt]sx?$/.test(name) ? [path] : [];
  });
}

describe('machine boundary', () => {
  const files = sourceFiles(MACHINES_DIR);

  it('finds the machine files to check', () => {
    expect(files.map((file) => relative(MACHINES_DIR, file))).toContain('session.machine.ts');
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))(
    '%s imports no UI, network, auth, router, DOM, clock or src/ code',
    (_label, file) => {
      expect(boundaryViolations(readFileSync(file, 'utf8'), file)).toEqual([]);
    },
  );
});

describe('the boundary checker itself', () => {
  const fakeFile = join(MACHINES_DIR, 'fake.machine.ts');

  it('passes pure code, including forbidden words in comments and strings', () => {
    const clean = [
      "import { setup } from 'xstate';",
      "import type { Plan } from '../domain/plans';",
      '// window, document and Date.now() are fine in a comment',
      "const text = 'read the document in the window';",
      'const event = { document: 1, window: 2 };',
      'const clock = input.window.now;',
    ].join('\n');
    expect(boundaryViolations(clean, fakeFile)).toEqual([]);
  });

  it.each([
    ["import { useState } from 'react';", "imports 'react'"],
    ["import { createRoot } from 'react-dom/client';", "imports 'react-dom/client'"],
    ["import ky from 'ky';", "imports 'ky'"],
    ["import { getAuth } from 'firebase/auth';", "imports 'firebase/auth'"],
    ["const auth = await import('firebase/auth');", "imports 'firebase/auth'"],
    ["export { Link } from '@tanstack/react-router';", "imports '@tanstack/react-router'"],
    ["import { config } from '../src/app/config';", "imports '../src/app/config' (a path into src/)"],
    ["import type { Session } from '../src/app/session';", "imports '../src/app/session' (a path into src/)"],
    ['const saved = localStorage.getItem("k");', "DOM global 'localStorage'"],
    ['const w = window.innerWidth;', "DOM global 'window'"],
    ['document.title = "x";', "DOM global 'document'"],
    ['const online = navigator.onLine;', "DOM global 'navigator'"],
    ['const t = globalThis.window;', "DOM global 'window'"],
    ['const el = ready ? document : null;', "DOM global 'document'"],
    ['const deps = { window };', "DOM global 'window'"],
    ['const now = Date.now();', 'Date.now()'],
  ])('flags %s', (source, expected) => {
    const violations = boundaryViolations(source, fakeFile);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('machines/fake.machine.ts');
    expect(violations[0]).toContain(expected);
  });
});
