/**
 * The flows page (/dev/flows, development and local builds only; the server bundles this file on
 * request): every machine's diagram, a simulate mode that runs the real machine in the page, its
 * test plan, and how to open the same file in Stately's tools. After `npm run flows -- --base <ref>`
 * the diagram of a changed machine can show what changed since that ref (its change overlay).
 * Everything that comes from files is set as text, except the diagrams, which the build itself
 * writes (docs/flows/*.svg, reports/flow-changes/*.svg).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { FlowWording } from '../../content/flow-wording/wording';
import { parseCsv } from './csv';
import { activeStates, choices, initialSnapshot, next, type ChoiceKind } from './simulation';

export interface FlowEntry {
  /** The machine's file name without `.machine.ts`, e.g. `cancel-flow`. */
  file: string;
  machine: AnyStateMachine;
  wording: FlowWording;
  summary: string;
}

interface ModelSamples {
  inputs: unknown[];
  events: EventObject[];
}

const KIND_TITLE: Record<ChoiceKind, string> = {
  user: 'What the user does',
  succeeds: 'A call succeeds',
  fails: 'A call fails',
  time: 'Time passes',
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** A diagram (the committed one, or a change overlay), its states marked by `data-state`. */
async function diagram(url: string): Promise<SVGSVGElement> {
  const parsed = new DOMParser().parseFromString(await fetchText(url), 'image/svg+xml');
  return document.importNode(parsed.documentElement, true) as unknown as SVGSVGElement;
}

/** The change file of the last `npm run flows -- --base <ref>`: which machines changed since when. */
interface FlowChanges {
  since: string;
  machines: Record<string, unknown>;
}

const flowChanges = (): Promise<FlowChanges | undefined> =>
  fetch('/dev/flows/changes.json').then((response) =>
    response.ok ? (response.json() as Promise<FlowChanges>) : undefined,
  );

/** Over the diagram: a switch between the diagram and its change overlay, or that nothing changed. */
async function changeSwitch(
  id: string,
  figure: HTMLElement,
  plain: SVGSVGElement,
  onSwap: () => void,
): Promise<HTMLElement | undefined> {
  const changes = await flowChanges();
  if (!changes) return undefined;
  if (!(id in changes.machines)) return element('p', `No change since ${changes.since}.`);
  const overlay = await diagram(`/dev/flows/changes/${id}.svg`);
  const label = element('label');
  const toggle = element('input', undefined, { type: 'checkbox' });
  toggle.checked = true;
  const show = () => {
    figure.replaceChildren(toggle.checked ? overlay : plain);
    onSwap();
  };
  toggle.addEventListener('change', show);
  label.append(toggle, ` Show what changed since ${changes.since}`);
  show();
  return label;
}

/** The plan's CSV as one list per case: steps in words with what is expected after each. */
function planView(csv: string): HTMLElement {
  const section = element('section', undefined, { 'aria-label': 'Test plan' });
  section.append(element('h2', 'Test plan'));
  const rows = parseCsv(csv).slice(1);
  const byCase = new Map<string, string[][]>();
  for (const row of rows) byCase.set(row[0], [...(byCase.get(row[0]) ?? []), row]);
  for (const [number, steps] of byCase) {
    const [, id, precondition] = steps[0];
    const item = element('details');
    item.append(element('summary', `Case ${number} (${id}): ${precondition}`));
    const list = element('ol', undefined, { start: '0' });
    for (const [, , , , action, expected] of steps) {
      const step = element('li');
      step.append(element('strong', action), element('span', ` → ${expected}`));
      list.append(step);
    }
    item.append(list);
    section.append(item);
  }
  return section;
}

function statelyHelp(entry: FlowEntry): HTMLElement {
  const section = element('section', undefined, { 'aria-label': 'Open in Stately' });
  section.append(
    element('h2', 'Open it in Stately'),
    element(
      'p',
      `Visualiser: open stately.ai/registry/new, choose Import from code and paste machines/${entry.file}.machine.ts.`,
    ),
    element(
      'p',
      `VS Code: install the Stately extension, open machines/${entry.file}.machine.ts and choose "Open Visual Editor" above the machine.`,
    ),
    element(
      'p',
      `The same diagram with a table of every transition: docs/flows/${entry.machine.id}.md; the plan as a file: docs/test-plans/${entry.machine.id}.md.`,
    ),
  );
  return section;
}

/** Shows `entry`'s machine unless another is opened (`left`) before its files have arrived. */
async function showMachine(main: HTMLElement, entry: FlowEntry, left: AbortSignal) {
  main.replaceChildren(element('h1', entry.machine.id), element('p', entry.summary));
  const [svg, samples, csv] = await Promise.all([
    diagram(`/dev/flows/files/${entry.machine.id}.svg`),
    fetchText(`/dev/flows/files/${entry.machine.id}.model.json`).then((text) => JSON.parse(text) as ModelSamples),
    fetchText(`/dev/flows/files/${entry.machine.id}.csv`),
  ]);
  if (left.aborted) return;
  const figure = element('figure', undefined, { class: 'diagram' });
  figure.append(svg);
  const simulate = element('section', undefined, { 'aria-label': 'Simulate' });
  const workspace = element('div', undefined, { class: 'workspace' });
  workspace.append(simulate, figure);
  main.append(workspace, planView(csv), statelyHelp(entry));

  let inputIndex = 0;
  let snapshot: AnyMachineSnapshot = initialSnapshot(entry.machine, samples.inputs[0]);
  let history: string[] = [];
  const render = () => {
    const active = activeStates(snapshot);
    const rects = [...figure.querySelectorAll('rect[data-state]')];
    for (const rect of rects)
      rect.classList.toggle(
        'current',
        active.some((state) => state.path === rect.getAttribute('data-state')),
      );
    // The innermost current state, brought into the diagram's view.
    rects
      .filter((rect) => rect.classList.contains('current'))
      .at(-1)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const controls = element('div', undefined, { class: 'controls' });
    if (samples.inputs.length > 1) {
      const select = element('select', undefined, { 'aria-label': 'Precondition' });
      samples.inputs.forEach((input, index) =>
        select.append(element('option', entry.wording.precondition(input), { value: String(index) })),
      );
      select.value = String(inputIndex);
      select.addEventListener('change', () => {
        inputIndex = Number(select.value);
        reset();
      });
      controls.append(select);
    } else {
      controls.append(element('p', entry.wording.precondition(samples.inputs[0])));
    }
    const resetButton = element('button', 'Reset', { type: 'button' });
    resetButton.addEventListener('click', reset);
    controls.append(resetButton);
    const now = element('ul', undefined, { 'aria-label': 'Current state' });
    for (const state of active) now.append(element('li', `${state.path}: ${state.description}`));
    const groups = element('div', undefined, { class: 'choices' });
    const offered = choices(snapshot, samples.events, entry.wording);
    for (const kind of Object.keys(KIND_TITLE) as ChoiceKind[]) {
      const ofKind = offered.filter((choice) => choice.kind === kind);
      if (!ofKind.length) continue;
      const group = element('div', undefined, { role: 'group', 'aria-label': KIND_TITLE[kind] });
      group.append(element('h3', KIND_TITLE[kind]));
      for (const choice of ofKind) {
        const button = element('button', choice.text, { type: 'button', 'data-kind': kind });
        button.addEventListener('click', () => {
          const before = snapshot;
          snapshot = next(entry.machine, snapshot, choice.event);
          history = [...history, snapshot === before ? `${choice.text} (nothing changes)` : choice.text];
          render();
        });
        group.append(button);
      }
      groups.append(group);
    }
    const steps = element('ol', undefined, { 'aria-label': 'Steps taken' });
    for (const step of history) steps.append(element('li', step));
    simulate.replaceChildren(
      element('h2', 'Simulate'),
      controls,
      element('h3', 'Now in'),
      now,
      groups,
      element('h3', 'Steps taken'),
      steps,
    );
  };
  const reset = () => {
    snapshot = initialSnapshot(entry.machine, samples.inputs[inputIndex]);
    history = [];
    render();
  };
  render();
  const switcher = await changeSwitch(entry.machine.id, figure, svg, render);
  if (switcher) workspace.before(switcher);
}

export function start(entries: FlowEntry[]) {
  const nav = document.querySelector('nav')!;
  const main = document.querySelector('main')!;
  const list = element('ul');
  for (const entry of [...entries].sort((a, b) => a.machine.id.localeCompare(b.machine.id))) {
    const link = element('a', entry.machine.id, { href: `#${entry.machine.id}` });
    const item = element('li');
    item.append(link);
    list.append(item);
  }
  nav.replaceChildren(list);
  let shown: AbortController | undefined;
  const open = () => {
    shown?.abort();
    const showing = (shown = new AbortController());
    const entry =
      entries.find(({ machine }) => machine.id === location.hash.slice(1)) ??
      entries.find(({ machine }) => machine.id === 'cancelFlow') ??
      entries[0];
    for (const link of nav.querySelectorAll('a'))
      link.toggleAttribute('aria-current', link.getAttribute('href') === `#${entry.machine.id}`);
    showMachine(main, entry, showing.signal).catch((error: Error) => {
      if (!showing.signal.aborted)
        main.replaceChildren(element('p', `Could not load ${entry.machine.id}: ${error.message}`, { role: 'alert' }));
    });
  };
  window.addEventListener('hashchange', open);
  open();
}
