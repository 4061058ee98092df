// My Plan's cancel paths read their copy from content/membership.ts (data, one place for the
// spec's exact strings): no screen under src/ writes one of those strings itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANCEL_BUTTON_COPY, CANCEL_BY_LINK_COPY, SIMPLE_CANCEL_COPY } from '../../content/membership';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string of a copy table as it would stand in code (quoted, or as JSX text); a template by its opening words. */
function literals(value: unknown): Array<{ text: string; pattern: RegExp }> {
  if (typeof value === 'string')
    return [{ text: value, pattern: new RegExp(`(['"\`]|>\\s*)${escape(value)}(['"\`]|\\s*[<{])`) }];
  if (typeof value === 'function') {
    const opening = String(value('')).split(' ').slice(0, 6).join(' ');
    return [{ text: opening, pattern: new RegExp(`(['"\`]|>\\s*)${escape(opening)}`) }];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(literals);
  return [];
}

/** A source without its comments, which may quote the copy they describe. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('membership copy lives in content/', () => {
  const screens = sources('src').map((file) => ({ file, text: code(fs.readFileSync(file, 'utf8')) }));
  const copy = literals([CANCEL_BUTTON_COPY, SIMPLE_CANCEL_COPY, CANCEL_BY_LINK_COPY]);

  it.each(copy.map((literal) => [literal.text, literal] as const))('%s', (_, { pattern }) => {
    expect(screens.filter((screen) => pattern.test(screen.text)).map((screen) => screen.file)).toEqual([]);
  });
});
