/**
 * A machine's diagram as an SVG, laid out by ELK's layered algorithm (the layout Stately's
 * visualiser uses), its transitions and states coloured in a style (flow-diagram-styles.ts: what
 * tests cover, or what a change did). Drawn from the running machine's state nodes, so it cannot
 * drift from the code. Pure apart from ELK; `npm run flows` writes the files.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allTransitions, type Transition } from './flow-reading/transitions';

/** How a line is drawn: its colour, dash and width. `id` names its arrowhead. */
export interface Paint {
  id: string;
  colour: string;
  dashed?: boolean;
  width?: number;
}

/**
 * What the diagram colours and how (coverage, or a change overlay): a paint per transition key
 * (flow-reading/transitions.ts), optionally per state path, the legend that explains the paints,
 * and lines of text under it (what a change removed, which no longer has a place in the drawing).
 */
export interface DiagramStyle {
  transition: (key: string) => Paint;
  state?: (path: string) => Paint | undefined;
  legend: Array<{ paint: Paint; text: string }>;
  notes?: Array<{ paint: Paint; text: string }>;
}

const FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const FONT_SIZE = 11;
/** Monospace glyphs are ~0.6 em wide: sizes are known before drawing, and the same on every machine. */
const textWidth = (text: string) => Math.ceil(text.length * FONT_SIZE * 0.62) + 8;
const LABEL_HEIGHT = 16;
const TITLE_HEIGHT = 26;
const INITIAL = 10;
const LEGEND_LINE = 22;
const EDGE_WIDTH = 1.5;
const DASH = '6 3';
const INITIAL_COLOUR = '#23262b';

const px = (value: number) => String(Math.round(value * 10) / 10);
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const nodeId = (node: AnyStateNode) => `s:${node.id}`;
const initialId = (node: AnyStateNode) => `i:${node.id}`;

/**
 * Transitions drawn as a line of text inside their state rather than as an arrow: those that stay
 * in the state (actions only, or re-entering it), and every transition of the machine itself
 * (the diagram's header), as Stately draws them.
 */
const isInline = (transition: Transition) =>
  !transition.from.parent ||
  transition.targets.length === 0 ||
  transition.targets.every((target) => target === transition.from);

function inlineText(transition: Transition): string {
  if (transition.from.parent) return transition.targets.length ? `${edgeLabel(transition)} ↻` : edgeLabel(transition);
  const targets = transition.targets.map((target) => target.path.join('.')).join(', ');
  return targets ? `${edgeLabel(transition)} → ${targets}` : edgeLabel(transition);
}

const LINE_HEIGHT = 15;

function stateGraph(node: AnyStateNode, inline: Map<AnyStateNode, Transition[]>): ElkNode {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines = (inline.get(node) ?? []).map(inlineText);
  const width = Math.max(72, textWidth(node.key) + 16, ...lines.map((text) => textWidth(text) + 16));
  if (!children.length) return { id: nodeId(node), width, height: 34 + lines.length * LINE_HEIGHT };
  const initial = node.type === 'compound' ? [{ id: initialId(node), width: INITIAL, height: INITIAL }] : [];
  const top = TITLE_HEIGHT + 8 + lines.length * LINE_HEIGHT;
  return {
    id: nodeId(node),
    layoutOptions: {
      'elk.padding': `[top=${top},left=14,bottom=14,right=14]`,
      'elk.nodeSize.minimum': `(${width + 12},40)`,
    },
    children: [...initial, ...children.map((child) => stateGraph(child, inline))],
  };
}

function initialEdges(node: AnyStateNode): ElkExtendedEdge[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const own =
    node.type === 'compound' && node.initial
      ? [
          {
            id: `e:${initialId(node)}`,
            sources: [initialId(node)],
            targets: [nodeId(node.initial.target[0] as AnyStateNode)],
          },
        ]
      : [];
  return [...own, ...children.flatMap(initialEdges)];
}

const edgeLabel = ({ diagramEvent, guard }: Transition) => (guard ? `${diagramEvent} [${guard}]` : diagramEvent);

function transitionEdges(transitions: Transition[]): ElkExtendedEdge[] {
  return transitions.flatMap((transition) => {
    if (isInline(transition)) return [];
    return transition.targets.map((target, index) => ({
      id: `t:${transition.key}:${index}`,
      sources: [nodeId(transition.from)],
      targets: [nodeId(target)],
      labels: [{ text: edgeLabel(transition), width: textWidth(edgeLabel(transition)), height: LABEL_HEIGHT }],
    }));
  });
}

interface Laid {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

const dashOf = (paint: Paint) => (paint.dashed ? ` stroke-dasharray="${DASH}"` : '');

/** A legend's row: a sample of the line, then what it means. */
function legendRow({ paint, text }: { paint: Paint; text: string }, index: number): string {
  const y = 20 + index * LEGEND_LINE;
  return `<line x1="12" y1="${y - 4}" x2="44" y2="${y - 4}" stroke="${paint.colour}" stroke-width="${(paint.width ?? EDGE_WIDTH) + 0.5}"${dashOf(paint)}/><text x="52" y="${y}" fill="${paint.colour}">${escapeXml(text)}</text>`;
}

const marker = (id: string, colour: string) =>
  `<marker id="arrow-${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${colour}"/></marker>`;

/** Lays the machine out and draws it in the given style. */
export async function flowDiagram(machine: AnyStateMachine, style: DiagramStyle): Promise<string> {
  const transitions = allTransitions(machine);
  const inline = new Map<AnyStateNode, Transition[]>();
  for (const transition of transitions.filter(isInline))
    inline.set(transition.from, [...(inline.get(transition.from) ?? []), transition]);
  const root = stateGraph(machine.root, inline);
  const graph: ElkNode = {
    ...root,
    layoutOptions: {
      ...root.layoutOptions,
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    },
    edges: [...initialEdges(machine.root), ...transitionEdges(transitions)],
  };
  const laid = await new ELK().layout(graph);

  const shapes: string[] = [];
  const drawNode = (node: ElkNode, state: AnyStateNode) => {
    const { x = 0, y = 0, width = 0, height = 0 } = node as Laid;
    const children = Object.values(state.states) as AnyStateNode[];
    const lines = inline.get(state) ?? [];
    if (!state.parent)
      shapes.push(`<text x="${px(x + 10)}" y="${px(y + 18)}" font-weight="bold">${escapeXml(machine.id)}</text>`);
    else {
      const region = state.parent.type === 'parallel';
      const compound = children.length > 0;
      const final = state.type === 'final';
      const paint = style.state?.(state.path.join('.'));
      shapes.push(
        `<rect data-state="${escapeXml(state.path.join('.'))}" x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(height)}" rx="8" fill="${compound ? '#f5f6f8' : '#ffffff'}" stroke="${paint?.colour ?? '#4a4f57'}"${region ? ' stroke-dasharray="5 3"' : ''}${final || paint ? ' stroke-width="3"' : ''}/>`,
        compound || lines.length
          ? `<text x="${px(x + 10)}" y="${px(y + 18)}" font-weight="bold">${escapeXml(state.key)}</text>`
          : `<text x="${px(x + width / 2)}" y="${px(y + height / 2 + 4)}" text-anchor="middle">${escapeXml(state.key)}</text>`,
      );
    }
    const linesTop = y + (children.length ? TITLE_HEIGHT + 4 : 30);
    shapes.push(
      ...lines.map(
        (transition, index) =>
          `<text x="${px(x + 10)}" y="${px(linesTop + index * LINE_HEIGHT)}" fill="${style.transition(transition.key).colour}">${escapeXml(inlineText(transition))}</text>`,
      ),
    );
    for (const child of node.children ?? []) {
      if (child.id.startsWith('i:')) {
        const { x: cx = 0, y: cy = 0 } = child as Laid;
        shapes.push(
          `<circle cx="${px(cx + INITIAL / 2)}" cy="${px(cy + INITIAL / 2)}" r="${INITIAL / 2}" fill="${INITIAL_COLOUR}"/>`,
        );
        continue;
      }
      drawNode(
        child,
        children.find((candidate) => nodeId(candidate) === child.id)!,
      );
    }
  };
  drawNode(laid, machine.root);

  const edges = (laid.edges ?? []).map((edge) => {
    const key = edge.id.startsWith('e:') ? undefined : edge.id.slice(2, edge.id.lastIndexOf(':'));
    const paint: Paint = key ? style.transition(key) : { id: 'initial', colour: INITIAL_COLOUR };
    const colour = paint.colour;
    const points = (edge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const path = points.map((point, index) => `${index ? 'L' : 'M'}${px(point.x)} ${px(point.y)}`).join(' ');
    const labels = (edge.labels ?? []).map((label) => {
      const { x = 0, y = 0, width = 0, height = 0 } = label as Laid;
      return `<rect x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(height)}" fill="#ffffff" opacity="0.85"/><text x="${px(x + 4)}" y="${px(y + height - 4)}" fill="${colour}">${escapeXml(label.text ?? '')}</text>`;
    });
    const data = key ? ` data-transition="${escapeXml(key)}"` : '';
    return `<path${data} d="${path}" fill="none" stroke="${colour}" stroke-width="${paint.width ?? EDGE_WIDTH}"${dashOf(paint)} marker-end="url(#arrow-${paint.id})"/>${labels.join('')}`;
  });

  const width = Math.max((laid.width ?? 0) + 24, 420);
  const rows = [...style.legend, ...(style.notes ?? [])];
  const legendHeight = LEGEND_LINE * rows.length + 8;
  const height = (laid.height ?? 0) + legendHeight + 24;
  const paints = new Map(style.legend.map(({ paint }) => [paint.id, paint.colour]));
  const markers = [marker('initial', INITIAL_COLOUR), ...[...paints].map(([id, colour]) => marker(id, colour))];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${px(width)} ${px(height)}" width="${px(width)}" height="${px(height)}" font-family="${FONT}" font-size="${FONT_SIZE}" role="img" aria-label="${escapeXml(`State diagram of ${machine.id}`)}">`,
    `<title>${escapeXml(machine.id)}</title>`,
    `<defs>${markers.join('')}</defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...rows.map(legendRow),
    `<g transform="translate(12 ${legendHeight + 8})">`,
    ...shapes,
    ...edges,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
