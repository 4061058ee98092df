// The repository explains itself: a maintainer with nothing but a clone can follow every reference.
// No text points outside the repository (the notes the project was started from, the issue
// tracker), every link and file path the docs name exists, every 'spec N' cites a section that
// docs/spec.md lists, and the README stays a short entry point.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Tracked files and new ones not ignored, as git sees the work tree (no node_modules, builds or reports). */
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && fs.existsSync(file) && fs.statSync(file).isFile());

const TEXT = /\.(md|ts|tsx|mts|mjs|cjs|js|sql|feature|csv|html|json)$|^\.ci\/run$/;
// The lock file is npm's, builds are copies, the flows' coverage record and the plans' models are data.
const SKIPPED = /^package-lock\.json$|^dist[^/]*\/|^docs\/flows\/coverage\.json$|\.model\.json$/;
const texts = files.filter((file) => TEXT.test(file) && !SKIPPED.test(file));
const docs = files.filter((file) => file.endsWith('.md'));
/** The hand-written pages (the flow pages, test plans and endpoint table are generated from the code). */
const writtenDocs = docs.filter(
  (file) => !/^docs\/(flows|test-plans)\//.test(file) && file !== 'docs/endpoints.md' && !file.startsWith('test/'),
);

const read = (file: string) => fs.readFileSync(file, 'utf8');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every match of `pattern` in the files, as `file:line: match`. */
function findAll(fileList: string[], pattern: RegExp, keep: (match: RegExpExecArray) => boolean = () => true) {
  const found: string[] = [];
  for (const file of fileList) {
    const text = read(file);
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)))
      if (keep(match)) found.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  let fenced = false;
  for (const line of read(file).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

describe('the repository is self-contained', () => {
  it('names no notes outside the repository', () => {
    const outside = [
      ...findAll(texts, /(?:\.\.\/)+shared\/[\w./-]*/),
      ...findAll(texts, /\b(?:ARCHITECTURE|DECISIONS|STACK-NOTES|UI-GUIDE|INSTAGRAM-API|BILLING)\.md\b/),
      ...findAll(texts, /\bproduct-spec\.md\b/),
    ];
    expect(outside, 'the docs that say the same are in docs/ (the README lists them)').toEqual([]);
  });

  it('cites no numbered issue of the tracker: says what the behaviour is instead', () => {
    expect(findAll(texts, /\bissues? #?\d+/i)).toEqual([]);
  });

  it("cites only sections of the specification that docs/spec.md lists ('spec 2.15')", () => {
    const sections = new Set(
      [...read('docs/spec.md').matchAll(/^\|\s*(\d+(?:\.\d+)?)\s*\|/gm)].map((match) => match[1]),
    );
    expect(sections.size, 'docs/spec.md has its table of sections').toBeGreaterThan(20);
    // 'spec 2.13, 2.14' and 'spec 2.7, 2.16, 4' cite every number of the list.
    const unknown = findAll(texts, /\bspec(?: section)? (\d+(?:\.\d+)?(?:(?:, | and )\d+(?:\.\d+)?)*)/i, (match) =>
      match[1].split(/, | and /).some((section) => !sections.has(section)),
    );
    expect(unknown).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of docs) {
      const text = read(file);
      for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const target = match[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [pathPart, anchor] = target.split('#');
        const resolved = pathPart ? path.posix.join(path.posix.dirname(file), pathPart) : file;
        const where = `${file}:${lineOf(text, match.index)}: ${target}`;
        if (!fs.existsSync(resolved)) broken.push(`${where} (no such file)`);
        else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
          broken.push(`${where} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only files and folders of the repository that exist', () => {
    // A path in backticks that starts at a top-level folder of the code, without placeholders or globs.
    const ROOTS = /^(?:\.ci|content|contracts|docs|domain|machines|scripts|server|src|test)\/[\w./@()[\]$-]*$/;
    const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.test.ts', '.test.tsx'];
    const missing = findAll(
      writtenDocs,
      /`([^`\s]+)`/,
      ([, name]) =>
        ROOTS.test(name) &&
        !EXTENSIONS.some((extension) => fs.existsSync(`${name.replace(/[.,:;]+$/, '')}${extension}`)),
    );
    expect(missing, 'a file moved or renamed: say where it is now').toEqual([]);
  });

  it('keeps the README an entry point (under 150 lines); the rest is in docs/', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(150);
  });
});
