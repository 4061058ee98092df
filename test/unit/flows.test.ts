// The committed flow pages and diagrams (docs/flows) match the machines and the recorded coverage:
// `npm run flows` rewrites them, every other run fails on a file that is stale, missing or left
// from a removed machine.
import fs from 'node:fs';
import path from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flowDiagram } from '../../scripts/flow-diagram';
import { coverageStyle } from '../../scripts/flow-diagram-styles';
import {
  FLOWS_FOLDER,
  flowDiagramFileName,
  flowDocument,
  flowFileName,
  flowIndex,
  type FlowSource,
} from '../../scripts/flow-reading/docs';
import { allTransitions } from '../../scripts/flow-reading/transitions';
import type { FlowProperty } from '../harness/flow-property';
import { COMMITTED_COVERAGE, readCommittedCoverage } from '../harness/path-report';

const update = process.env.UPDATE_FLOWS === '1';
const INDEX = 'README.md';
const COVERAGE_FILE = path.basename(COMMITTED_COVERAGE);
const coverage = readCommittedCoverage();

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
// A machine's properties (test/machines/<name>.properties.ts), checked again here for their result.
const propertyModules = import.meta.glob<{ properties: FlowProperty[] }>('../machines/*.properties.ts', {
  eager: true,
});
const properties = Object.values(propertyModules).flatMap((module) => module.properties);
const sources: FlowSource[] = Object.entries(modules).map(([modulePath, exports]) => {
  const sourcePath = path.posix.join('machines', path.posix.basename(modulePath));
  const machines = Object.values(exports).filter((value): value is AnyStateMachine => value instanceof StateMachine);
  expect(machines, `${sourcePath} exports one machine`).toHaveLength(1);
  const checked = properties
    .filter((property) => property.machineId === machines[0].id)
    .map(({ statement, check }) => ({ statement, result: check().result }));
  return { machine: machines[0], sourcePath, sourceText: fs.readFileSync(sourcePath, 'utf8'), properties: checked };
});

/** Writes the page under UPDATE_FLOWS; otherwise it must be committed exactly as generated. */
function checkPage(fileName: string, expected: string) {
  const file = path.join(FLOWS_FOLDER, fileName);
  if (update) {
    fs.mkdirSync(FLOWS_FOLDER, { recursive: true });
    fs.writeFileSync(file, expected);
    return;
  }
  expect(fs.existsSync(file), `${file} is missing: run npm run flows`).toBe(true);
  expect(fs.readFileSync(file, 'utf8') === expected, `${file} is out of date: run npm run flows`).toBe(true);
}

describe('flow pages (docs/flows)', () => {
  it('covers every machine in machines/', () => {
    expect(sources.length).toBe(fs.readdirSync('machines').filter((file) => file.endsWith('.machine.ts')).length);
  });

  it.each(sources.map((source) => [source.machine.id, source] as const))(
    'docs/flows/%s.md is up to date',
    (_, source) => {
      checkPage(flowFileName(source.machine), flowDocument(source));
    },
  );

  it.each(sources.map((source) => [source.machine.id, source] as const))(
    'docs/flows/%s.svg is up to date',
    async (id, source) => {
      const recorded = coverage[id] ?? { model: [], browser: [] };
      const keys = new Set(allTransitions(source.machine).map((transition) => transition.key));
      const unknown = [...recorded.model, ...recorded.browser].filter((key) => !keys.has(key));
      expect(unknown, `${COMMITTED_COVERAGE} names transitions ${id} no longer has: run npm run flows`).toEqual([]);
      checkPage(
        flowDiagramFileName(source.machine),
        await flowDiagram(source.machine, coverageStyle(source.machine, recorded)),
      );
    },
  );

  it('the index lists every machine', () => {
    checkPage(INDEX, flowIndex(sources));
  });

  it('has no page for a machine that no longer exists', () => {
    const expected = new Set([
      INDEX,
      COVERAGE_FILE,
      ...sources.flatMap(({ machine }) => [flowFileName(machine), flowDiagramFileName(machine)]),
    ]);
    const present = fs.existsSync(FLOWS_FOLDER) ? fs.readdirSync(FLOWS_FOLDER) : [];
    const orphans = present.filter((file) => !expected.has(file));
    if (update) for (const file of orphans) fs.rmSync(path.join(FLOWS_FOLDER, file));
    else
      expect(
        orphans,
        `no machine for ${orphans.map((file) => `${FLOWS_FOLDER}/${file}`).join(', ')}: run npm run flows`,
      ).toEqual([]);
  });
});
