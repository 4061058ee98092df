/**
 * Graph's `fields` parameter, as the stand-in honours it: `id,caption,children{id,media_url}`
 * picks fields of a node, braces pick the fields of an edge's or an object's nodes. A node answers
 * only what was asked (`id` when nothing was), leaves out what it lacks (a hidden like count), and
 * a field it does not know is Graph's error 100.
 */
import { BadParameter } from './graph-errors.ts';

/** Requested fields by name, with the nested request of an edge or object field. */
export type FieldRequest = Map<string, FieldRequest | undefined>;

/** A node as built by the stand-in: every field it knows is present, undefined when it has none. */
export type GraphNode = { [field: string]: string | number | GraphNode | GraphNode[] | undefined };

const NAME = /^[a-z_]+$/;
const ID_ONLY: FieldRequest = new Map([['id', undefined]]);

/** Top-level comma-separated parts of `text`, braces kept with their field. */
function parts(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth < 0) throw new BadParameter(`Syntax error in fields at character ${at}`);
    else if (text[at] === ',' && depth === 0) {
      found.push(text.slice(start, at));
      start = at + 1;
    }
  }
  if (depth !== 0) throw new BadParameter('Syntax error in fields: a brace is not closed');
  return [...found, text.slice(start)];
}

export function parseFields(text: string | undefined): FieldRequest {
  if (!text?.trim()) return ID_ONLY;
  const request: FieldRequest = new Map();
  for (const part of parts(text)) {
    const brace = part.indexOf('{');
    const name = (brace < 0 ? part : part.slice(0, brace)).trim();
    if (!NAME.test(name)) throw new BadParameter(`Syntax error in fields near "${part.slice(0, 40)}"`);
    request.set(name, brace < 0 ? undefined : parseFields(part.slice(brace + 1, -1)));
  }
  return request;
}

/** The requested fields of `node`; edges (arrays) answer as `{"data":[...]}`. */
export function pickFields(node: GraphNode, request: FieldRequest, nodeType: string): GraphNode {
  const answer: GraphNode = {};
  for (const [name, nested] of request) {
    if (!Object.hasOwn(node, name))
      throw new BadParameter(`Tried accessing nonexisting field (${name}) on node type (${nodeType})`);
    const value = node[name];
    if (value === undefined) continue;
    if (Array.isArray(value))
      answer[name] = { data: value.map((item) => pickFields(item, nested ?? ID_ONLY, nodeType)) };
    else answer[name] = typeof value === 'object' ? pickFields(value, nested ?? ID_ONLY, nodeType) : value;
  }
  return answer;
}
