/**
 * The product managers' flow pages (issue 8): a machine's real configuration as a Mermaid state
 * diagram and a plain-language table of its transitions, read through xstate's StateNode API so
 * they cannot drift from the code. Pure: test/unit/flows.test.ts writes and checks the files.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface FlowSource {
  machine: AnyStateMachine;
  /** The machine's file, relative to the repository root (e.g. `machines/news.machine.ts`). */
  sourcePath: string;
  /** The file's text: its top doc comment becomes the summary. */
  sourceText: string;
}

/** One transition definition, as both the diagram and the table show it. */
interface Transition {
  from: AnyStateNode;
  /** The event as a person reads it: `news.fetch`, `after pollDelay`, `fetchProfile succeeded`, `always`. */
  event: string;
  /** The diagram's shorter label for the same event: `done: fetchProfile` instead of `fetchProfile succeeded`. */
  diagramEvent: string;
  guard: string | null;
  targets: readonly AnyStateNode[];
  actions: string[];
}

export const FLOWS_FOLDER = 'docs/flows';

/** The top `/** ... *\/` comment of a source file as one paragraph. */
export function docComment(sourceText: string): string {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(sourceText)?.[1] ?? '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** xstate's internal event names for delays and invoked actors, in the machine's own words. */
function eventNames(eventType: string, node: AnyStateNode): { event: string; diagramEvent: string } {
  const delayed = eventType.startsWith('xstate.after.') && eventType.endsWith(`.${node.id}`);
  if (delayed) {
    const name = `after ${eventType.slice('xstate.after.'.length, -node.id.length - 1)}`;
    return { event: name, diagramEvent: name };
  }
  const [, kind, what] = /^xstate\.(done|error)\.(?:actor|state)\.(.+)$/.exec(eventType) ?? [];
  if (kind === 'done') return { event: `${what} succeeded`, diagramEvent: `done: ${what}` };
  if (kind === 'error') return { event: `${what} failed`, diagramEvent: `error: ${what}` };
  return { event: eventType, diagramEvent: eventType };
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

/** A guard's name; `and`, `or` and `not` guards spell out the guards they combine. */
function guardName(guard: GuardLike): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return guard.type;
  const combined = (guard as { guards?: GuardLike[] }).guards?.map(guardName);
  if (!combined) return guard.name || 'inline guard';
  if (guard.name === 'not') return combined.map((name) => `not ${name}`).join(' and ');
  return combined.join(` ${guard.name} `);
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: string }).type;
    return type?.replace(/^xstate\./, '') || action.name || 'inline action';
  }
  return (action as { type: string }).type;
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const describe = (names: { event: string; diagramEvent: string }, definition: AnyTransitionDefinition): Transition => ({
    from: node,
    ...names,
    guard: guardName(definition.guard as GuardLike),
    targets: definition.target ?? [],
    actions: definition.actions.map(actionName),
  });
  const onEvents = [...node.transitions].flatMap(([eventType, definitions]) =>
    definitions.map((definition) => describe(eventNames(eventType, node), definition)),
  );
  const always = (node.always ?? []).map((definition) => describe({ event: 'always', diagramEvent: 'always' }, definition));
  return [...onEvents, ...always];
}

function allTransitions(machine: AnyStateMachine): Transition[] {
  return [machine.root, ...descendants(machine.root)].flatMap(transitionsOf);
}

export function flowStats(machine: AnyStateMachine): { states: number; transitions: number } {
  return { states: descendants(machine.root).length, transitions: allTransitions(machine).length };
}

/** A state's name inside the machine: `signedIn.authorised.menu.idle`. */
const statePath = (node: AnyStateNode) => node.path.join('.');

/** Mermaid ids allow letters, digits and underscores only. */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

/** Mermaid reads `:`, `;`, `#`, `<`, `>`, quotes and braces itself: they go in as entity codes. */
const mermaidText = (text: string) => text.replace(/[:;#<>"{}]/g, (char) => `#${char.charCodeAt(0)};`);

function diagramLabel({ diagramEvent, guard }: Transition): string {
  return mermaidText(guard ? `${diagramEvent} [${guard}]` : diagramEvent);
}

/**
 * States are declared in their parents' blocks first, and every edge is written after them at the
 * top level: Mermaid moves a state into the block where an edge mentions it, which breaks nested
 * and parallel states.
 */
function mermaidDiagram(machine: AnyStateMachine): string[] {
  const block = (node: AnyStateNode, indent: string): string[] => {
    const children = Object.values(node.states);
    const declarations = children.map((child) => {
      const declaration = `${indent}state "${mermaidText(child.key)}" as ${mermaidId(child)}`;
      if (!Object.keys(child.states).length) return [declaration];
      return [declaration, `${indent}state ${mermaidId(child)} {`, ...block(child, `${indent}  `), `${indent}}`];
    });
    // Mermaid separates concurrent regions with `--`.
    if (node.type === 'parallel') return declarations.flatMap((region, index) => (index ? [`${indent}--`, ...region] : region));
    const initial = node.initial?.target[0];
    const start = initial ? [`${indent}[*] --> ${mermaidId(initial)}`] : [];
    const finals = children.filter((child) => child.type === 'final').map((child) => `${indent}${mermaidId(child)} --> [*]`);
    return [...declarations.flat(), ...start, ...finals];
  };

  // Mermaid allows `--` only inside a state: a parallel machine is drawn as one state around its regions.
  const root = machine.root;
  const states =
    root.type === 'parallel'
      ? [`  state "${mermaidText(root.id)}" as ${mermaidId(root)}`, `  [*] --> ${mermaidId(root)}`, `  state ${mermaidId(root)} {`, ...block(root, '    '), '  }']
      : block(root, '  ');
  const edges = allTransitions(machine).flatMap((transition) =>
    transition.targets.map((target) => `  ${mermaidId(transition.from)} --> ${mermaidId(target)} : ${diagramLabel(transition)}`),
  );
  return ['```mermaid', 'stateDiagram-v2', ...states, ...edges, '```'];
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${cell(text)}\``;

function transitionRow({ from, event, guard, targets, actions }: Transition): string {
  const source = from.parent ? code(statePath(from)) : '(any state)';
  const target = targets.length ? targets.map((node) => code(statePath(node))).join(', ') : actions.length ? '(stays)' : '(ignored)';
  const actionList = actions.length ? actions.map(code).join(', ') : '—';
  return `| ${source} | ${code(event)} | ${guard ? code(guard) : '—'} | ${target} | ${actionList} |`;
}

const generatedNote = (sourcePath: string) =>
  `<!-- Generated by \`npm run flows\` from ${sourcePath}: do not edit by hand, a test fails when it is out of date. -->`;

/** `docs/flows/<machine id>.md`: title, summary, diagram and transition table. */
export function flowDocument({ machine, sourcePath, sourceText }: FlowSource): string {
  return [
    generatedNote(sourcePath),
    '',
    `# ${machine.id}`,
    '',
    docComment(sourceText),
    '',
    `Source: [${sourcePath}](../../${sourcePath})`,
    '',
    '## Diagram',
    '',
    ...mermaidDiagram(machine),
    '',
    '## Transitions',
    '',
    'One row per transition in the code. Rows for the same state and event are tried top to bottom: the first whose guard holds is taken.',
    '`after <delay>` fires when the named delay has passed in that state; `<call> succeeded` / `<call> failed` answer a call the state makes;',
    '`always` is taken as soon as the state is entered and its guard holds. "(stays)": the state does not change, only the actions run.',
    '',
    '| From | Event | Guard | To | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...allTransitions(machine).map(transitionRow),
    '',
  ].join('\n');
}

export const flowFileName = (machine: AnyStateMachine) => `${machine.id}.md`;

/** `docs/flows/README.md`: every machine with its size, and how to open the flows. */
export function flowIndex(sources: FlowSource[]): string {
  const rows = [...sources]
    .sort((a, b) => a.machine.id.localeCompare(b.machine.id))
    .map(({ machine, sourcePath }) => {
      const { states, transitions } = flowStats(machine);
      return `| [${machine.id}](${flowFileName(machine)}) | ${states} | ${transitions} | [${sourcePath}](../../${sourcePath}) |`;
    });
  return [
    generatedNote('machines/*.machine.ts'),
    '',
    '# Flows',
    '',
    "Every state machine of the app, drawn from its code: a diagram and a table of its transitions. Regenerate with `npm run flows` after changing a machine (a test fails until you do).",
    '',
    '- On GitHub the diagrams render in place (Mermaid).',
    '- To click through a machine: open the Stately visualiser (https://stately.ai/registry/new), import or paste the machine file from `machines/`.',
    '- To watch the live app: `npm run dev`, then open http://127.0.0.1:4173/sign-in?inspect (allow the pop-up): the Stately inspector follows the session, insights and news actors.',
    '',
    '| Machine | States | Transitions | Source |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
