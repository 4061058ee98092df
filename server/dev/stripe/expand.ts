/** `expand[]`: ids in an answer swapped for the objects (dotted paths, through lists' `data`). */
import type { Core } from './core.ts';

const COLLECTIONS = [
  ['cus_', 'customers'],
  ['sub_', 'subscriptions'],
  ['in_', 'invoices'],
  ['pi_', 'paymentIntents'],
  ['ch_', 'charges'],
  ['pm_', 'paymentMethods'],
  ['cs_', 'checkoutSessions'],
  ['re_', 'refunds'],
  ['clock_', 'testClocks'],
  ['price_', 'prices'],
] as const;

function lookup(core: Core, id: string): unknown {
  const entry = COLLECTIONS.find(([prefix]) => id.startsWith(prefix));
  const found = entry ? (core.state[entry[1]] as Record<string, unknown>)[id] : undefined;
  return found === undefined ? id : structuredClone(found);
}

function expandPath(core: Core, node: unknown, path: string[]): unknown {
  if (Array.isArray(node)) return node.map((element) => expandPath(core, element, path));
  const [head, ...rest] = path;
  if (head === undefined || node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  let child = record[head];
  if (typeof child === 'string') child = lookup(core, child);
  if (child !== undefined && child !== null) record[head] = expandPath(core, child, rest);
  return record;
}

export function expand(core: Core, value: unknown, paths: string[]): unknown {
  let result = structuredClone(value);
  for (const path of paths) result = expandPath(core, result, path.split('.'));
  return result;
}
