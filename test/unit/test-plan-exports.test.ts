// The test plans as QA's tools import them: Gherkin that reads as Gherkin, Xray's and TestRail's
// CSV layouts, each case under its stable id, the committed files included.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/dev-flows/csv';
import {
  caseTitle,
  planFeature,
  planTestRailCsv,
  planXrayCsv,
  TESTRAIL_HEADER,
  XRAY_HEADER,
} from '../harness/plan-exports';
import type { PlanCase } from '../harness/test-plan';

const cases: PlanCase[] = [
  {
    id: 'door-0a1b2c3d',
    precondition: 'A closed door, key in hand.',
    start: 'The door is closed.',
    steps: [
      { action: 'Press "Open", then wait', expected: 'The door opens, slowly.' },
      { action: 'Press | Close', expected: 'The door is closed.' },
    ],
  },
  {
    id: 'door-99887766',
    precondition: 'A locked door.',
    start: 'The door is locked;\nthe lamp is red.',
    steps: [{ action: 'Press "Open"', expected: 'Nothing moves.' }],
  },
];

interface Scenario {
  tags: string[];
  name: string;
  steps: Array<{ keyword: string; text: string }>;
}

/**
 * Gherkin's grammar for what the plans use (tags, Feature with a description, Scenario, steps,
 * comments): throws on any other line, as Cucumber's parser would refuse it.
 */
function readFeature(text: string) {
  let feature: { tags: string[]; name: string; description: string[] } | undefined;
  const scenarios: Scenario[] = [];
  let tags: string[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const keyword = /^(Feature|Scenario): (.+)$/.exec(line);
    const step = /^(Given|When|Then|And|But) (\S.*)$/.exec(line);
    if (/^(@\S+)( @\S+)*$/.test(line)) tags = [...tags, ...line.split(' ').map((tag) => tag.slice(1))];
    else if (keyword?.[1] === 'Feature' && !feature)
      [feature, tags] = [{ tags, name: keyword[2], description: [] }, []];
    else if (keyword?.[1] === 'Scenario' && feature)
      [tags] = [[], scenarios.push({ tags, name: keyword[2], steps: [] })];
    else if (step && scenarios.length && !tags.length)
      scenarios.at(-1)!.steps.push({ keyword: step[1], text: step[2] });
    else if (feature && !scenarios.length && !tags.length && !/^[|@]|^"""|^```|^\w+( \w+)?:/.test(line))
      feature.description.push(line);
    else throw new Error(`line ${index + 1} is not Gherkin here: ${raw}`);
  }
  if (!feature) throw new Error('no Feature');
  return { ...feature, scenarios };
}

/** Xray's lines by Test ID, in the order they come. */
function byTestId(rows: string[][]): Map<string, string[][]> {
  const tests = new Map<string, string[][]>();
  for (const row of rows) tests.set(row[0], [...(tests.get(row[0]) ?? []), row]);
  return tests;
}

describe('the plan as Gherkin', () => {
  const feature = readFeature(planFeature('door', 'Opens and closes.\nNever while locked.', cases));

  it('is one feature tagged with the machine, its summary the description', () => {
    expect(feature).toMatchObject({
      tags: ['door'],
      name: 'door',
      description: ['Opens and closes. Never while locked.'],
    });
  });

  it('has a scenario per case, tagged and named by its id, with Given the start and When/Then each step', () => {
    expect(feature.scenarios.map(({ tags, name }) => ({ tags, name }))).toEqual(
      cases.map((plan) => ({ tags: [plan.id], name: caseTitle(plan) })),
    );
    expect(feature.scenarios[1].steps).toEqual([
      { keyword: 'Given', text: 'A locked door.' },
      { keyword: 'And', text: 'The door is locked; the lamp is red.' },
      { keyword: 'When', text: 'Press "Open"' },
      { keyword: 'Then', text: 'Nothing moves.' },
    ]);
  });

  it('refuses what is not Gherkin (the reader above is strict)', () => {
    expect(() => readFeature('Feature: x\n  Scenario: y\n    Press this')).toThrow(/line 3/);
  });
});

describe('the plan for Xray’s Test Case Importer', () => {
  const [header, ...rows] = parseCsv(planXrayCsv('door', cases));

  it('has a line per step, grouped by the case id, summary and type on the first', () => {
    expect(header).toEqual(XRAY_HEADER);
    expect(rows.every((row) => row.length === XRAY_HEADER.length)).toBe(true);
    const tests = byTestId(rows);
    expect([...tests.keys()]).toEqual(cases.map((plan) => plan.id));
    for (const plan of cases) {
      const lines = tests.get(plan.id)!;
      expect(lines[0].slice(1, 3)).toEqual([caseTitle(plan), 'Manual']);
      expect(lines[0][3]).toContain(plan.precondition);
      expect(lines.slice(1).every((line) => line.slice(1, 5).join('') === '')).toBe(true);
      expect(lines.map((line) => [line[5], line[7]])).toEqual(plan.steps.map((step) => [step.action, step.expected]));
    }
  });
});

describe('the plan for TestRail’s CSV import', () => {
  const [header, ...rows] = parseCsv(planTestRailCsv('door', cases));

  it('starts each case at a row with a Title, its id in References, one row per separated step', () => {
    expect(header).toEqual(TESTRAIL_HEADER);
    const starts = rows.flatMap((row, index) => (row[0] ? [index] : []));
    expect(starts).toEqual([0, 2]);
    expect(rows.map((row) => row[4]).filter(Boolean)).toEqual(cases.map((plan) => plan.id));
    expect(rows[0].slice(1, 3)).toEqual(['door', 'Test Case (Steps)']);
    expect(rows.map((row) => row.slice(5))).toEqual(
      cases.flatMap((plan) => plan.steps.map((step) => [step.action, step.expected])),
    );
  });
});

describe('the committed plans for QA’s tools', () => {
  const features = fs.readdirSync('docs/test-plans').filter((file) => file.endsWith('.feature'));

  it.each(features)('docs/test-plans/%s reads as Gherkin, a scenario per case of the plan', (file) => {
    const machineId = file.replace('.feature', '');
    const feature = readFeature(fs.readFileSync(`docs/test-plans/${file}`, 'utf8'));
    const planIds = new Set(
      parseCsv(fs.readFileSync(`docs/test-plans/${machineId}.csv`, 'utf8'))
        .slice(1)
        .map((row) => row[1]),
    );
    expect(feature.scenarios.map((scenario) => scenario.tags[0])).toEqual([...planIds]);
  });
});
