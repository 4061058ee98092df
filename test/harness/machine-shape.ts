/**
 * A machine's shape as a product manager sees it in Stately's tools: its states and, per state,
 * every transition with its event, guard, actions and targets, in priority order. Read twice: from
 * the running machine, and from the file's text with Stately's own extractor (what the visualiser's
 * code import and the VS Code extension see). A machine reads whole when both shapes are equal.
 */
import { createRequire } from 'node:module';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface MachineShape {
  /** State paths (`step.buying`), the root left out. */
  states: string[];
  /** `source | event | guard | actions -> targets`, one line per transition, by source and priority. */
  transitions: string[];
  /** `source entry: a, b` and `source exit: …` for states with entry or exit actions. */
  stateActions: string[];
}

const ROOT = '(machine)';
const pathOf = (path: readonly string[]) => (path.length ? path.join('.') : ROOT);
const line = (source: string, event: string, guard: string, actions: string[], targets: string[]) =>
  `${source} | ${event} | ${guard || '-'} | ${actions.join(', ') || '-'} -> ${targets.join(', ') || '(stays)'}`;

// ---------------------------------------------------------------- the running machine

const asArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

/** Inline guards and actions have no name a diagram could show: they read as `inline`. */
function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return 'inline';
  const type = (item as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? type : 'inline';
}

/** The event as a diagram labels it: `after:<delay>`, `done:<invoke id>`, `error:<invoke id>`, `always`. */
function runtimeEvent(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === '') return 'always';
  const after = (transition.source as AnyStateNode).after.find((delayed) => delayed.eventType === type);
  if (after) return `after:${String(after.delay)}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]}:${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done:state';
  return type;
}

function runtimeLines(node: AnyStateNode): string[] {
  const source = pathOf(node.path);
  const transitions: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return transitions.map((transition) =>
    line(
      source,
      runtimeEvent(transition),
      transition.guard === undefined ? '' : nameOf(transition.guard),
      transition.actions.map(nameOf),
      (transition.target ?? []).map((target) => pathOf((target as AnyStateNode).path)),
    ),
  );
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

function entryExitLines(source: string, entry: string[], exit: string[]): string[] {
  return [
    ...(entry.length ? [`${source} entry: ${entry.join(', ')}`] : []),
    ...(exit.length ? [`${source} exit: ${exit.join(', ')}`] : []),
  ];
}

export function runtimeShape(machine: AnyStateMachine): MachineShape {
  const nodes = allNodes(machine.root);
  return normalise({
    states: nodes.filter((node) => node.path.length > 0).map((node) => pathOf(node.path)),
    transitions: nodes.flatMap(runtimeLines),
    // From the node's own config: `node.entry` also holds what XState adds for delays and invokes.
    stateActions: nodes.flatMap((node) =>
      entryExitLines(pathOf(node.path), asArray(node.config.entry).map(nameOf), asArray(node.config.exit).map(nameOf)),
    ),
  });
}

// ---------------------------------------------------------------- the file's text, read by Stately's extractor

/** The extractor's config: XState 4's shape (`cond` for guards), every value as written in the file. */
interface StaticNode {
  id?: string;
  states?: Record<string, StaticNode>;
  on?: Record<string, unknown>;
  always?: unknown;
  after?: Record<string, unknown>;
  invoke?: unknown;
  onDone?: unknown;
  entry?: unknown;
  exit?: unknown;
}

interface StaticTransition {
  target?: string | string[];
  cond?: { kind?: string; type?: string };
  actions?: unknown;
}

function staticTransitions(value: unknown): StaticTransition[] {
  return asArray(value as StaticTransition | string | (StaticTransition | string)[]).map((item) =>
    typeof item === 'string' ? { target: item } : item,
  );
}

/** `{ kind: 'named', action: { type } }` names the action; an inline one reads as `inline`. */
function staticActionNames(value: unknown): string[] {
  return asArray(value as { kind?: string; action?: { type?: string } } | undefined).map((action) =>
    action?.kind === 'named' && action.action?.type ? action.action.type : 'inline',
  );
}

const staticGuard = (cond: StaticTransition['cond']) =>
  cond === undefined ? '' : cond.kind === 'named' && cond.type ? cond.type : 'inline';

/** Resolves targets as XState does: `#id.path`, `.child` of the source, else a sibling of the source. */
function resolver(root: StaticNode, machineId: string) {
  const ids = new Map<string, string[]>([[machineId, []]]);
  const visit = (node: StaticNode, path: string[]) => {
    if (node.id && path.length) ids.set(node.id, path);
    for (const [key, child] of Object.entries(node.states ?? {})) visit(child, [...path, key]);
  };
  visit(root, []);
  return (target: string, sourcePath: string[]): string => {
    if (target.startsWith('#')) {
      const [id, ...rest] = target.slice(1).split('.');
      const base = ids.get(id);
      return base ? pathOf([...base, ...rest]) : `unknown ${target}`;
    }
    if (target.startsWith('.')) return pathOf([...sourcePath, ...target.slice(1).split('.')]);
    const parent = sourcePath.length ? sourcePath.slice(0, -1) : sourcePath;
    return pathOf([...parent, ...target.split('.')]);
  };
}

export interface StaticReading {
  shape: MachineShape;
  machineId: string;
}

/** Reads the first machine of a file's text as Stately's tools do; undefined when they find none. */
export function staticShape(sourceText: string): StaticReading | undefined {
  const machine = extractMachinesFromFile(sourceText).machines[0];
  if (!machine) return undefined;
  const config = machine.toConfig() as StaticNode & { id?: string };
  const machineId = config.id ?? '(machine)';
  const resolve = resolver(config, machineId);
  const states: string[] = [];
  const transitions: string[] = [];
  const stateActions: string[] = [];

  const visit = (node: StaticNode, path: string[]) => {
    const source = pathOf(path);
    if (path.length) states.push(source);
    const add = (event: string, value: unknown) => {
      for (const transition of staticTransitions(value)) {
        transitions.push(
          line(
            source,
            event,
            staticGuard(transition.cond),
            staticActionNames(transition.actions),
            asArray(transition.target).map((target) => resolve(target, path)),
          ),
        );
      }
    };
    for (const [event, value] of Object.entries(node.on ?? {})) add(event, value);
    for (const [delay, value] of Object.entries(node.after ?? {})) add(`after:${delay}`, value);
    for (const invoke of asArray(node.invoke as { id?: string; onDone?: unknown; onError?: unknown } | undefined)) {
      add(`done:${invoke.id}`, invoke.onDone);
      add(`error:${invoke.id}`, invoke.onError);
    }
    add('done:state', node.onDone);
    add('always', node.always);
    stateActions.push(...entryExitLines(source, staticActionNames(node.entry), staticActionNames(node.exit)));
    for (const [key, child] of Object.entries(node.states ?? {})) visit(child, [...path, key]);
  };
  visit(config, []);
  return { machineId, shape: normalise({ states, transitions, stateActions }) };
}

/** Sorted by source, keeping each source's own order (the priority of its transitions). */
function normalise(shape: MachineShape): MachineShape {
  const bySource = (lines: string[]) =>
    lines
      .map((text, index) => ({ text, index, source: text.split(' ')[0] }))
      .sort((a, b) => a.source.localeCompare(b.source) || a.index - b.index)
      .map(({ text }) => text);
  return {
    states: [...shape.states].sort(),
    transitions: bySource(shape.transitions),
    stateActions: bySource(shape.stateActions),
  };
}

/** The names a diagram shows: events, guards and delays, read off the transitions. */
export function namesOf(shape: MachineShape) {
  const parts = shape.transitions.map((text) => text.split(' | '));
  const unique = (values: string[]) => [...new Set(values)].filter((value) => value !== '-').sort();
  return {
    events: unique(parts.map(([, event]) => event).filter((event) => !event.startsWith('after:'))),
    guards: unique(parts.map(([, , guard]) => guard)),
    delays: unique(
      parts
        .map(([, event]) => event)
        .filter((event) => event.startsWith('after:'))
        .map((event) => event.slice('after:'.length)),
    ),
  };
}

type Extract = (source: string) => { machines: { toConfig(): unknown }[] };
const require = createRequire(import.meta.url);
const { extractMachinesFromFile } = require('../../scripts/stately-extractor.cjs') as {
  extractMachinesFromFile: Extract;
};
