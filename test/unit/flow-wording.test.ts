// QA's test plans and the flows page read every machine in words: each state has a description
// (in the machine file, which Stately's tools show too) and each event the machine answers has an
// entry in the machine's wording table (content/flow-wording/<machine>.ts), and nothing else.
import path from 'node:path';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { descendants } from '../../scripts/flow-reading/transitions';
import { wordingOf } from '../harness/plan-files';
import { namesOf, runtimeShape } from '../harness/machine-shape';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const machines = Object.entries(modules).map(([modulePath, exports]) => {
  const machine = Object.values(exports).find((value): value is AnyStateMachine => value instanceof StateMachine)!;
  return [path.posix.basename(modulePath), machine] as const;
});

/** The labels a wording table is keyed by: user events, call answers and delays. */
function eventLabels(machine: AnyStateMachine): string[] {
  const { events, delays } = namesOf(runtimeShape(machine));
  return [
    ...events.filter((event) => event !== 'always' && event !== 'done:state'),
    ...delays.map((delay) => `after:${delay}`),
  ].sort();
}

describe('every machine reads in words', () => {
  it.each(machines)('%s: every state has a description', (_, machine) => {
    const undescribed = descendants(machine.root).filter((node: AnyStateNode) => !node.description?.trim());
    expect(undescribed.map((node) => node.path.join('.'))).toEqual([]);
  });

  it.each(machines)('%s: its wording table words every event it answers, and only those', (_, machine) => {
    const wording = wordingOf(machine.id);
    expect(wording, `content/flow-wording for ${machine.id} is missing`).toBeDefined();
    expect(Object.keys(wording!.steps).sort()).toEqual(eventLabels(machine));
  });
});
