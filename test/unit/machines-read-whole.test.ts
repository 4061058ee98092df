// Product managers read the machines in Stately's tools (the visualiser's code import, the VS Code
// extension), which see a machine file's text, not the running machine. Each machine file, read by
// Stately's own extractor, must give exactly the running machine: every state, and every
// transition with its event, guard, actions, delay and targets, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { namesOf, runtimeShape, staticShape } from '../harness/machine-shape';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const machines = Object.entries(modules).map(([modulePath, exports]) => {
  const file = path.posix.join('machines', path.posix.basename(modulePath));
  const machine = Object.values(exports).find((value): value is AnyStateMachine => value instanceof StateMachine)!;
  return [file, machine] as const;
});

describe('every machine reads whole in Stately’s tools', () => {
  it.each(machines)('%s', (file, machine) => {
    const reading = staticShape(fs.readFileSync(file, 'utf8'));
    expect(reading, `Stately's extractor finds no machine in ${file}`).toBeDefined();
    const running = runtimeShape(machine);
    expect(reading!.machineId).toBe(machine.id);
    expect(reading!.shape.states, 'states').toEqual(running.states);
    expect(reading!.shape.transitions, 'transitions').toEqual(running.transitions);
    expect(reading!.shape.stateActions, 'entry and exit actions').toEqual(running.stateActions);
    expect(namesOf(reading!.shape)).toEqual(namesOf(running));
    expect(
      running.transitions.filter((text) => text.includes('inline')),
      'guards and actions named in setup()',
    ).toEqual([]);
  });
});
