/**
 * For a reviewer (`npm run test:paths -- --base <git ref>`): the states and transitions a change
 * added to and removed from each machine since <ref>, and any state or transition the model paths
 * no longer cover. The machines at <ref> are read from git (machines/ and content/, which import
 * nothing else) into a temporary folder and loaded as they were.
 *
 * Usage: tsx scripts/machine-changes.ts <ref> <path report folder>
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { allTransitions, descendants, type Transition } from './flow-reading/transitions';

const [ref, reportDir] = process.argv.slice(2);
if (!ref || !reportDir) {
  console.error('Usage: tsx scripts/machine-changes.ts <git ref> <path report folder>');
  process.exit(2);
}

async function machinesIn(root: string): Promise<Map<string, AnyStateMachine>> {
  const folder = path.join(root, 'machines');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith('.machine.ts')) : [];
  const machines = new Map<string, AnyStateMachine>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
    const machine = Object.values(exports).find((value): value is AnyStateMachine => value instanceof StateMachine);
    if (machine) machines.set(machine.id, machine);
  }
  return machines;
}

const statePath = (node: AnyStateNode) => node.path.join('.') || '(machine)';

function transitionLine({ from, event, guard, targets }: Transition): string {
  const to = targets.length ? targets.map(statePath).join(', ') : '(stays)';
  return `${statePath(from)} --${event}${guard ? ` [${guard}]` : ''}--> ${to}`;
}

function shape(machine: AnyStateMachine | undefined) {
  if (!machine) return { states: [] as string[], transitions: [] as string[] };
  return { states: descendants(machine.root).map(statePath), transitions: allTransitions(machine).map(transitionLine) };
}

const minus = (a: string[], b: string[]) => a.filter((item) => !b.includes(item));

/** The model suite's report: what the live actors did not reach. */
function uncovered(machine: AnyStateMachine): string[] {
  const file = path.join(reportDir, `${machine.id}.json`);
  if (!fs.existsSync(file)) return ['(no model-based suite reported this machine)'];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { missingStates: string[]; missingTransitions: string[] };
  const lines = new Map(allTransitions(machine).map((transition) => [transition.key, transitionLine(transition)]));
  const states = new Map(descendants(machine.root).map((node) => [node.id, statePath(node)]));
  return [
    ...report.missingStates.map((id) => `state ${states.get(id) ?? id}`),
    ...report.missingTransitions.map((key) => `transition ${lines.get(key) ?? key}`),
  ];
}

const baseRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'machines-at-base-'));
try {
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'machines', 'content']);
  execFileSync('tar', ['-x', '-C', baseRoot], { input: archive });
  // They import xstate: the project's own copy, so both readings share its StateMachine class.
  fs.symlinkSync(path.resolve('node_modules'), path.join(baseRoot, 'node_modules'));
  const [before, after] = await Promise.all([machinesIn(baseRoot), machinesIn(process.cwd())]);
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
  console.log(`\nMachine changes since ${ref}:`);
  let changed = 0;
  for (const id of ids) {
    const [was, now] = [shape(before.get(id)), shape(after.get(id))];
    const lines = [
      ...(before.has(id) ? [] : ['  new machine']),
      ...(after.has(id) ? [] : ['  machine removed']),
      ...minus(now.states, was.states).map((state) => `  + state ${state}`),
      ...minus(was.states, now.states).map((state) => `  - state ${state}`),
      ...minus(now.transitions, was.transitions).map((line) => `  + transition ${line}`),
      ...minus(was.transitions, now.transitions).map((line) => `  - transition ${line}`),
      ...(after.has(id) ? uncovered(after.get(id)!).map((line) => `  uncovered: ${line}`) : []),
    ];
    if (!lines.length) continue;
    changed++;
    console.log(`${id}\n${lines.join('\n')}`);
  }
  if (!changed) console.log('  no state or transition added or removed; every one covered');
} finally {
  fs.rmSync(baseRoot, { recursive: true, force: true });
}
