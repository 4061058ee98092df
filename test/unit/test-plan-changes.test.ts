// What a change did to a test plan, for QA (npm run test:plans -- --base <ref>): two versions of a
// small machine, their plans written as the committed tables and read back, the cases compared.
import { describe, expect, it } from 'vitest';
import { doorAfter as after, doorBefore as before } from '../harness/door-machines';
import type { FlowWording } from '../../content/flow-wording/wording';
import { casesFromCsv, changeLines, changePlanMarkdown, planChanges } from '../harness/plan-changes';
import { planCsv, testPlan } from '../harness/test-plan';

const wording: FlowWording = {
  precondition: () => 'A door.',
  steps: { open: () => 'Press Open', close: () => 'Press Close', lock: () => 'Press Lock', knock: () => 'Knock' },
};
const events = ['open', 'close', 'lock', 'knock'].map((type) => ({ type }));
const options = { events: () => events, serialize: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) };

/** The plan as committed (its table) and read back, as a git ref's plan is. */
const committedPlan = (machine: typeof before) =>
  casesFromCsv(planCsv(testPlan(machine, [undefined], options as never, wording)));

describe('test plan changes since a ref', () => {
  const changes = planChanges(committedPlan(before), committedPlan(after));

  it('reads a plan back from its table as it was made', () => {
    expect(committedPlan(before)).toEqual(testPlan(before, [undefined], options as never, wording));
  });

  it('lists the case of a new path as added, of a path gone as removed, by their stable ids', () => {
    expect(changes.added.map((plan) => plan.steps.map((step) => step.action))).toEqual([['Knock']]);
    expect(changes.removed.map((plan) => plan.steps.map((step) => step.action))).toEqual([['Press Lock']]);
    expect(changes.added[0].id).toMatch(/^door-[0-9a-f]{8}$/);
  });

  it('lists a case on the same path that reads differently as changed, with what changed and how it read', () => {
    expect(changes.changed).toHaveLength(1);
    expect(changes.changed[0].what).toEqual([{ part: 'step 1 expected', was: 'The door is open.' }]);
    expect(changes.changed[0].plan.steps[0].expected).toBe('The door is wide open.');
  });

  it('prints one line per case and writes the cases to run in full, the removed by id', () => {
    expect(changeLines(changes).map((line) => line.slice(0, 2))).toEqual(['+ ', '- ', '~ ']);
    const markdown = changePlanMarkdown('main (abc1234)', new Map([['door', changes]]));
    expect(markdown).toContain('| door | 1 | 1 | 1 |');
    expect(markdown).toContain(`### Added: \`${changes.added[0].id}\``);
    expect(markdown).toContain(`### Changed: \`${changes.changed[0].plan.id}\` (step 1 expected)`);
    expect(markdown).toContain('**Before this change:**\n\n- step 1 expected: The door is open.');
    expect(markdown).toContain(`- ${changes.removed[0].id}: Press Lock`);
  });

  it('finds nothing when the plan is the same', () => {
    const same = planChanges(committedPlan(after), committedPlan(after));
    expect([same.added, same.removed, same.changed]).toEqual([[], [], []]);
    expect(changePlanMarkdown('HEAD', new Map([['door', same]]))).toContain('No case was added, changed or removed.');
  });
});
