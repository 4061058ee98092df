/**
 * The lint rules hold the layers of docs/architecture.md. Each case copies a real file of a
 * layer, plants one violation at its end and lints the copy in place of the file (ESLint's
 * lintText with the file's path, so imports resolve as they would there); the file on disk is
 * untouched. The unchanged copy must lint clean, the planted one must fail on the planted line.
 */
import { ESLint, type Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Plant {
  file: string;
  line: string;
  rule: string;
}

/** One violation per rule, in a file of the layer the rule protects. */
const PLANTS: Record<string, Plant[]> = {
  'machines are pure': [
    { file: 'machines/news.machine.ts', line: "export { useState } from 'react';", rule: 'no-restricted-imports' },
    { file: 'machines/news.machine.ts', line: "export { default as ky } from 'ky';", rule: 'no-restricted-imports' },
    {
      file: 'machines/news.machine.ts',
      line: "export { getAuth } from 'firebase/auth';",
      rule: 'no-restricted-imports',
    },
    {
      file: 'machines/news.machine.ts',
      line: "export { Link } from '@tanstack/react-router';",
      rule: 'no-restricted-imports',
    },
    {
      file: 'machines/news.machine.ts',
      line: "export { config } from '../src/app/config';",
      rule: 'boundaries/dependencies',
    },
    {
      file: 'machines/news.machine.ts',
      line: 'export const width = window.innerWidth;',
      rule: 'no-restricted-globals',
    },
    { file: 'machines/news.machine.ts', line: 'export const title = document.title;', rule: 'no-restricted-globals' },
    {
      file: 'machines/news.machine.ts',
      line: "export const saved = localStorage.getItem('k');",
      rule: 'no-restricted-globals',
    },
    {
      file: 'machines/news.machine.ts',
      line: 'export const online = navigator.onLine;',
      rule: 'no-restricted-globals',
    },
    { file: 'machines/news.machine.ts', line: 'export const now = Date.now();', rule: 'no-restricted-syntax' },
    { file: 'machines/news.machine.ts', line: 'export const w = globalThis.window;', rule: 'no-restricted-syntax' },
  ],
  'screens do no I/O': [
    {
      file: 'src/routes/privacy.tsx',
      line: "export * from '../services/news';",
      rule: 'boundaries/dependencies',
    },
    { file: 'src/routes/privacy.tsx', line: "export { default as ky } from 'ky';", rule: 'no-restricted-imports' },
    {
      file: 'src/routes/privacy.tsx',
      line: "export const load = () => fetch('/api/news');",
      rule: 'no-restricted-globals',
    },
  ],
  'the UI is presentational': [
    { file: 'src/ui/Spinner/Spinner.tsx', line: "export * from '../../app/session';", rule: 'boundaries/dependencies' },
    {
      file: 'src/ui/Spinner/Spinner.tsx',
      line: "export * from '../../../machines/news.machine';",
      rule: 'boundaries/dependencies',
    },
    {
      file: 'src/ui/Spinner/Spinner.tsx',
      line: "export * from '../../services/news';",
      rule: 'boundaries/dependencies',
    },
  ],
  'services do not know the app': [
    { file: 'src/services/news.ts', line: "export * from '../app/config';", rule: 'boundaries/dependencies' },
    {
      file: 'src/services/news.ts',
      line: "export type * from '../../machines/news.machine';",
      rule: 'boundaries/dependencies',
    },
    { file: 'src/services/news.ts', line: "export { useState } from 'react';", rule: 'no-restricted-imports' },
  ],
  'the server knows no UI': [
    { file: 'server/terms.ts', line: "export * from '../src/ui/Spinner/Spinner';", rule: 'boundaries/dependencies' },
    { file: 'server/terms.ts', line: "export * from '../src/app/config';", rule: 'boundaries/dependencies' },
    { file: 'server/terms.ts', line: "export { createElement } from 'react';", rule: 'no-restricted-imports' },
  ],
  "production's server imports nothing of development's": [
    { file: 'server/terms.ts', line: "export * from './dev/routes.ts';", rule: 'boundaries/dependencies' },
    {
      file: 'server/profile-sources/audience-pages.ts',
      line: "export { demoSource } from '../dev/demo/source.ts';",
      rule: 'boundaries/dependencies',
    },
  ],
  'the server reads its environment in server/config.ts only': [
    { file: 'server/terms.ts', line: 'export const level = process.env.LOG_LEVEL;', rule: 'no-restricted-properties' },
    { file: 'server/logger.ts', line: 'export const { env } = process;', rule: 'no-restricted-properties' },
  ],
  'the server refuses one way': [
    {
      file: 'server/routes/membership.ts',
      line: "export const planted = (c: Context) => c.json({ error: 'Not found' }, 404);",
      rule: 'no-restricted-syntax',
    },
  ],
  'content, domain and contracts import nothing of the app': [
    { file: 'content/news.ts', line: "export * from '../src/app/config';", rule: 'boundaries/dependencies' },
    { file: 'content/news.ts', line: "export * from '../machines/news.machine';", rule: 'boundaries/dependencies' },
    { file: 'domain/plans.ts', line: "export * from '../content/brands';", rule: 'boundaries/dependencies' },
    { file: 'contracts/news.ts', line: "export * from '../domain/plans';", rule: 'boundaries/dependencies' },
    { file: 'contracts/news.ts', line: "export * from '../content/news';", rule: 'boundaries/dependencies' },
  ],
  'no import cycles': [{ file: 'server/mail/smtp.ts', line: "import './transport.ts';", rule: 'import-x/no-cycle' }],
  'promises are awaited or handled': [
    {
      file: 'src/services/news.ts',
      line: "export function planted() {\n  Promise.reject(new Error('lost'));\n}",
      rule: '@typescript-eslint/no-floating-promises',
    },
    {
      file: 'server/terms.ts',
      line: 'export const planted = () => [1].forEach(async () => {});',
      rule: '@typescript-eslint/no-misused-promises',
    },
    {
      file: 'src/routes/privacy.tsx',
      line: 'export const Planted = () => <button onClick={async () => {}}>Go</button>;',
      rule: '@typescript-eslint/no-misused-promises',
    },
  ],
  'React hooks and accessibility': [
    {
      file: 'src/routes/privacy.tsx',
      line: 'const usePlanted = () => 1;\nexport function Planted({ on }: { on: boolean }) {\n  return on ? usePlanted() : 0;\n}',
      rule: 'react-hooks/rules-of-hooks',
    },
    {
      file: 'src/routes/privacy.tsx',
      line: 'export const Planted = () => <img src="/a.png" />;',
      rule: 'jsx-a11y/alt-text',
    },
  ],
};

/** The rules that read types: only their plants pay for the TypeScript programs they need. */
const TYPE_AWARE_RULES = ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises'];
const withoutTypes: Linter.Config = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [rule, 'off' as const])),
};

let withTypes: ESLint;
let untyped: ESLint;
beforeAll(() => {
  withTypes = new ESLint({ cwd: ROOT });
  untyped = new ESLint({ cwd: ROOT, overrideConfig: withoutTypes });
});

async function lintCopy(file: string, text: string, eslint: ESLint) {
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, file) });
  return result.messages;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

// The first file of a TypeScript project builds its program for the type-aware rules: seconds on a busy machine.
describe.each(Object.entries(PLANTS))('lint: %s', { timeout: 60_000 }, (_rule, plants) => {
  const eslint = () => (plants.some(({ rule }) => TYPE_AWARE_RULES.includes(rule)) ? withTypes : untyped);
  it.each([...new Set(plants.map(({ file }) => file))])('%s lints clean as it is', async (file) => {
    expect(await lintCopy(file, read(file), eslint())).toEqual([]);
  });

  it.each(plants.map((plant) => [`${plant.rule} in ${plant.file}: ${plant.line}`, plant] as const))(
    'refuses %s',
    async (_name, { file, line, rule }) => {
      const original = read(file);
      const plantedAt = original.split('\n').length + 1;
      const messages = await lintCopy(file, `${original.trimEnd()}\n\n${line}\n`, eslint());
      const planted = messages.filter((message) => message.ruleId === rule && message.line >= plantedAt - 1);
      expect(planted.length, JSON.stringify(messages)).toBeGreaterThan(0);
    },
  );
});

describe('format check', () => {
  it('refuses a file that Prettier would write differently', async () => {
    const file = join(ROOT, 'domain/plans.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check(read('domain/plans.ts'), options)).toBe(true);
    expect(await prettier.check(`${read('domain/plans.ts')}\nexport const planted = {a:1,b:2}\n`, options)).toBe(false);
  });
});
