/**
 * How big each machine's diagram and file are (`npm run machines:size [-- --base <git ref>]`):
 * states, transitions, lines, and what counts as guessing (`outputOf<T>` casts, non-null
 * assertions on context). With a ref, each figure reads `before → after`, so a change shows
 * whether the diagrams got simpler and not only the files shorter.
 */
import fs from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { describeRef, filesAt, machinesAt, machinesIn } from './at-git-ref';
import { baseRefArgument } from './base-ref.mjs';
import { machineFileName } from './flow-reading/machine-file';
import { allTransitions, descendants } from './flow-reading/transitions';
import { textTable } from './text-table.mjs';

interface Size {
  states: number;
  transitions: number;
  lines: number;
  casts: number;
  nonNull: number;
}

const fileOf = (id: string) => `${machineFileName(id)}.machine.ts`;

function sizeOf(machine: AnyStateMachine, text: string): Size {
  return {
    states: descendants(machine.root).length,
    transitions: allTransitions(machine).length,
    lines: text.split('\n').length,
    casts: text.match(/outputOf</g)?.length ?? 0,
    nonNull: text.match(/context\.\w+(\.\w+)*!/g)?.length ?? 0,
  };
}

async function sizes(machines: Map<string, AnyStateMachine>, text: (file: string) => string | undefined) {
  const result = new Map<string, Size>();
  for (const [id, machine] of machines) result.set(id, sizeOf(machine, text(fileOf(id)) ?? ''));
  return result;
}

const baseRef = baseRefArgument('machines:size');
const now = await sizes(await machinesIn(process.cwd()), (file) => fs.readFileSync(`machines/${file}`, 'utf8'));
const filesBefore = baseRef ? filesAt(baseRef, 'machines') : undefined;
const before =
  baseRef && filesBefore ? await sizes(await machinesAt(baseRef), (file) => filesBefore.get(file)) : undefined;

const columns: Array<keyof Size> = ['states', 'transitions', 'lines', 'casts', 'nonNull'];
const cell = (id: string, column: keyof Size) => {
  const [was, is] = [before?.get(id)?.[column], now.get(id)?.[column]];
  if (!before) return String(is);
  return was === is ? String(is) : `${was ?? '-'} → ${is ?? '-'}`;
};
const ids = [...new Set([...now.keys(), ...(before?.keys() ?? [])])].sort();
const rows = [
  ['machine', 'states', 'transitions', 'lines', 'outputOf casts', 'context!'],
  ...ids.map((id) => [id, ...columns.map((column) => cell(id, column))]),
  [
    'total',
    ...columns.map((column) => {
      const total = (table: Map<string, Size>) => [...table.values()].reduce((sum, size) => sum + size[column], 0);
      return before ? `${total(before)} → ${total(now)}` : String(total(now));
    }),
  ],
];
if (baseRef) console.log(`Machine sizes since ${describeRef(baseRef)}:`);
console.log(textTable(rows));
