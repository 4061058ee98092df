/**
 * What the repository held at a git ref, for the reports of what a change did (`--base <ref>` of
 * `npm run test:paths`, `test:plans` and `flows`): committed files read with `git show`, and the
 * machines themselves, loaded as they were.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

const git = (args: string[], input?: Buffer) => execFileSync('git', args, { input, maxBuffer: 256 * 1024 * 1024 });

/** `<ref> (<short commit>)`. */
export const describeRef = (ref: string) =>
  `${ref} (${git(['rev-parse', '--short', '--verify', `${ref}^{commit}`])
    .toString()
    .trim()})`;

/** The files of one folder at <ref> by name, with their text; none when the folder did not exist yet. */
export function filesAt(ref: string, folder: string): Map<string, string> {
  const paths = git(['ls-tree', '--name-only', ref, `${folder}/`])
    .toString()
    .split('\n')
    .filter(Boolean);
  return new Map(paths.map((file) => [path.basename(file), git(['show', `${ref}:${file}`]).toString()]));
}

/** Every machine exported by `<root>/machines/*.machine.ts`, by id. */
export async function machinesIn(root: string): Promise<Map<string, AnyStateMachine>> {
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

/** What machines may import (eslint.config.js's layers), those of them <ref> has. */
const MACHINE_LAYERS = ['machines', 'content', 'domain', 'contracts'];

/** The machines at <ref>, extracted with what they import from git into a temporary folder and loaded from there. */
export async function machinesAt(ref: string): Promise<Map<string, AnyStateMachine>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'machines-at-base-'));
  try {
    const present = git(['ls-tree', '--name-only', ref]).toString().split('\n');
    const folders = MACHINE_LAYERS.filter((folder) => present.includes(folder));
    execFileSync('tar', ['-x', '-C', root], { input: git(['archive', '--format=tar', ref, ...folders]) });
    // They import xstate: the project's own copy, so both readings share its StateMachine class.
    fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    return await machinesIn(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
