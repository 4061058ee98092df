/**
 * What a change did to a machine's test plan, case by case. A case is the same case while its id
 * is (the id hashes its input and events, test-plan.ts): an id only in the new plan is added, one
 * only in the old is removed, and one in both whose words differ (precondition, what the screen
 * shows at the start, a step or what is expected after it) is changed. Pure.
 */
import { parseCsv } from '../../src/dev-flows/csv';
import { caseTitle } from './plan-exports';
import { caseMarkdown, PLAN_CSV_HEADER, type PlanCase } from './test-plan';

interface ChangedCase {
  plan: PlanCase;
  /** What reads differently (`precondition`, `start`, `step 2`, `step 2 expected`) and how it read before. */
  what: Array<{ part: string; was: string }>;
}

export interface PlanChanges {
  added: PlanCase[];
  removed: PlanCase[];
  changed: ChangedCase[];
}

/** A plan read back from its own table (planCsv): one row per step, step 0 what is shown at the start. */
export function casesFromCsv(text: string): PlanCase[] {
  const [header = [], ...rows] = parseCsv(text);
  if (header.join() !== PLAN_CSV_HEADER.join()) throw new Error(`not a test plan's table: ${header.join()}`);
  const cases = new Map<string, PlanCase>();
  for (const [, id, precondition, step, action, expected] of rows) {
    if (step === '0') cases.set(id, { id, precondition, start: expected, steps: [] });
    else cases.get(id)?.steps.push({ action, expected });
  }
  return [...cases.values()];
}

function whatChanged(was: PlanCase, now: PlanCase): ChangedCase['what'] {
  // The same id is the same events, so both have as many steps.
  const pairs = [
    ['precondition', was.precondition, now.precondition],
    ['start', was.start, now.start],
    ...was.steps.flatMap((step, index) => [
      [`step ${index + 1}`, step.action, now.steps[index]?.action],
      [`step ${index + 1} expected`, step.expected, now.steps[index]?.expected],
    ]),
  ];
  return pairs.filter(([, before, after]) => before !== after).map(([part, before]) => ({ part, was: before }));
}

const parts = (what: ChangedCase['what']) => what.map(({ part }) => part).join(', ');

export function planChanges(before: PlanCase[], after: PlanCase[]): PlanChanges {
  const earlier = new Map(before.map((plan) => [plan.id, plan]));
  const now = new Set(after.map((plan) => plan.id));
  return {
    added: after.filter((plan) => !earlier.has(plan.id)),
    removed: before.filter((plan) => !now.has(plan.id)),
    changed: after.flatMap((plan) => {
      const was = earlier.get(plan.id);
      const what = was ? whatChanged(was, plan) : [];
      return what.length ? [{ plan, what }] : [];
    }),
  };
}

export const changedCount = ({ added, removed, changed }: PlanChanges) =>
  added.length + removed.length + changed.length;

/** The cases QA runs again: the added and the changed ones, in the plan's order. */
export const casesToRun = ({ added, changed }: PlanChanges) => [...added, ...changed.map(({ plan }) => plan)];

/** One line per case: `+` added, `-` removed, `~` changed (and what). */
export function changeLines({ added, removed, changed }: PlanChanges): string[] {
  return [
    ...added.map((plan) => `+ ${caseTitle(plan)}`),
    ...removed.map((plan) => `- ${caseTitle(plan)}`),
    ...changed.map(({ plan, what }) => `~ ${caseTitle(plan)} (changed: ${parts(what)})`),
  ];
}

/** The change plan to read: per machine, the added and changed cases in full, the removed ones by id. */
export function changePlanMarkdown(since: string, byMachine: Map<string, PlanChanges>): string {
  const machines = [...byMachine].filter(([, changes]) => changedCount(changes));
  const counts = machines.map(
    ([id, { added, changed, removed }]) => `| ${id} | ${added.length} | ${changed.length} | ${removed.length} |`,
  );
  const sections = machines.flatMap(([id, { added, changed, removed }]) => [
    `## ${id}`,
    '',
    ...added.flatMap((plan) => caseMarkdown(`### Added: \`${plan.id}\``, plan)),
    ...changed.flatMap(({ plan, what }) => [
      ...caseMarkdown(`### Changed: \`${plan.id}\` (${parts(what)})`, plan),
      '**Before this change:**',
      '',
      ...what.map(({ part, was }) => `- ${part}: ${was}`),
      '',
    ]),
    ...(removed.length ? ['### Removed (retire them)', '', ...removed.map((plan) => `- ${caseTitle(plan)}`), ''] : []),
  ]);
  return [
    `# Test plan changes since ${since}`,
    '',
    'Written by `npm run test:plans -- --base <ref>`. Run the cases added and changed; retire the cases removed. A case keeps its id while its path (input and events) stays the same; a changed case reads differently on the same path. The cases to run, to import: `<machine>.feature`, `<machine>.xray.csv` and `<machine>.testrail.csv` beside this file.',
    '',
    ...(machines.length
      ? ['| machine | added | changed | removed |', '| --- | --- | --- | --- |', ...counts, '', ...sections]
      : ['No case was added, changed or removed.', '']),
  ].join('\n');
}
