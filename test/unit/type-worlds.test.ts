/**
 * Each part of the code is type-checked in the world it runs in (tsconfig.json): a browser global
 * on the server, or Node's in the app, is a type error there. Each case copies a real file, plants
 * one line at its end and type-checks the copy in place of the file (TypeScript's API, with the
 * settings of the project that includes the file); the file on disk is untouched. The unchanged
 * copy must check clean, the planted one must fail on the planted line.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function parsedConfig(configPath: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${configPath} could not be read`);
  return parsed;
}

/** The projects tsconfig.json refers to, each with its settings and files. */
const projects = (parsedConfig(join(ROOT, 'tsconfig.json')).projectReferences ?? []).map(({ path }) => {
  const configPath = ts.resolveProjectReferencePath({ path });
  return { name: configPath.slice(ROOT.length + 1), config: parsedConfig(configPath) };
});

/** The one project whose files include `file` (src/routeTree.gen.ts is also the tests', for its route types). */
function projectOf(file: string) {
  const path = join(ROOT, file);
  const owners = projects.filter(({ config }) => config.fileNames.includes(path));
  expect(owners.map(({ name }) => name)).toHaveLength(1);
  return owners[0];
}

/** The files read, parsed once for every case. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The diagnostics of `file` with `text` in its place, checked with its project's settings. */
function diagnosticsOf(file: string, text: string): readonly ts.Diagnostic[] {
  const { config } = projectOf(file);
  const path = join(ROOT, file);
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, languageVersion, ...rest) => {
    if (resolve(name) === path) return ts.createSourceFile(name, text, languageVersion, true);
    const key = `${name} ${JSON.stringify(languageVersion)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile.call(host, name, languageVersion, ...rest));
    return parsed.get(key);
  };
  // The file and what declares the project's globals and modules (its declaration files, the route
  // tree's route types); imports come in as they resolve.
  const roots = [path, ...config.fileNames.filter((name) => /\.d\.ts$|\/routeTree\.gen\.ts$/.test(name))];
  const program = ts.createProgram({ rootNames: roots, options: config.options, host });
  const source = program.getSourceFile(path);
  if (!source) throw new Error(`${file} is not in its own program`);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
}

const lineOf = ({ file, start }: ts.Diagnostic) =>
  file && start !== undefined ? file.getLineAndCharacterOfPosition(start).line + 1 : 0;
const describeAll = (diagnostics: readonly ts.Diagnostic[]) =>
  diagnostics.map((d) => `${lineOf(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`).join('\n');

interface Plant {
  file: string;
  line: string;
  /** What the planted line's error says. */
  error: RegExp;
}

const PLANTS: Record<string, Plant[]> = {
  'the server and the scripts know no DOM': [
    { file: 'server/terms.ts', line: 'export const planted = document.title;', error: /name 'document'/ },
    { file: 'scripts/precompress.ts', line: 'export const planted = window.innerWidth;', error: /name 'window'/ },
  ],
  'the app knows no Node': [
    { file: 'src/routes/privacy.tsx', line: 'export const planted = process.env.HOME;', error: /name 'process'/ },
    { file: 'src/services/news.ts', line: "export { readFileSync } from 'node:fs';", error: /'node:fs'/ },
    { file: 'src/app/config.ts', line: 'export const planted = Buffer.from("a");', error: /name 'Buffer'/ },
  ],
  'the service worker has no window': [
    { file: 'src/service-worker/routing.ts', line: 'export const planted = document.title;', error: /name 'document'/ },
  ],
  'the shared code knows neither': [
    { file: 'content/news.ts', line: 'export const planted = document.title;', error: /name 'document'/ },
    { file: 'domain/plans.ts', line: 'export const planted = process.env.HOME;', error: /name 'process'/ },
    { file: 'machines/news.machine.ts', line: 'export const planted = window.innerWidth;', error: /name 'window'/ },
    { file: 'contracts/news.ts', line: "export { readFileSync } from 'node:fs';", error: /'node:fs'/ },
  ],
};

describe('type worlds', () => {
  it('every TypeScript file is in one project of tsconfig.json', () => {
    const files = ts.sys
      .readDirectory(ROOT, ['.ts', '.tsx', '.mts', '.cts'], ['node_modules', 'dist', 'dist-flow-coverage', 'reports'])
      .filter((file) => !/\/\.|\/docs\//.test(file.slice(ROOT.length)));
    const counts = new Map<string, number>();
    for (const { config } of projects)
      for (const name of config.fileNames) counts.set(name, (counts.get(name) ?? 0) + 1);
    const expected = (file: string) => (file.endsWith('/src/routeTree.gen.ts') ? 2 : 1);
    expect(files.filter((file) => counts.get(file) !== expected(file))).toEqual([]);
  });
});

// The first case of a project reads its libraries and types: seconds on a busy machine.
describe.each(Object.entries(PLANTS))('types: %s', { timeout: 60_000 }, (_world, plants) => {
  it.each([...new Set(plants.map(({ file }) => file))])('%s checks clean as it is', (file) => {
    expect(describeAll(diagnosticsOf(file, readFileSync(join(ROOT, file), 'utf8')))).toBe('');
  });

  it.each(plants.map((plant) => [`${plant.file}: ${plant.line}`, plant] as const))(
    'refuses %s',
    (_name, { file, line, error }) => {
      const original = readFileSync(join(ROOT, file), 'utf8').trimEnd();
      const plantedAt = original.split('\n').length + 2;
      const diagnostics = diagnosticsOf(file, `${original}\n\n${line}\n`);
      const planted = diagnostics.filter(
        (d) => lineOf(d) === plantedAt && error.test(ts.flattenDiagnosticMessageText(d.messageText, ' ')),
      );
      expect(planted.length, describeAll(diagnostics)).toBeGreaterThan(0);
    },
  );
});
