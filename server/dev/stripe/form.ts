/**
 * Stripe's request parameters: form-encoded with bracket nesting (`a[b][c]=v`) and indexed arrays
 * (`line_items[0][price]=…`, `expand[0]=…`), in the body of a POST or the query of a GET/DELETE.
 * An empty string is kept as '' (Stripe's "unset this field").
 */
export type Param = string | Params | Param[];
export interface Params {
  [key: string]: Param;
}

export function parseForm(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = keyPath(name);
    let node: Params = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const step = key === '' ? String(Object.keys(node).length) : key; // `expand[]=…`
      if (last) node[step] = value;
      else {
        const next = node[step];
        if (typeof next !== 'object' || Array.isArray(next)) node[step] = {};
        node = node[step] as Params;
      }
    });
  }
  return arraysOf(root) as Params;
}

function keyPath(name: string): string[] {
  const open = name.indexOf('[');
  if (open < 0) return [name];
  const rest = [...name.slice(open).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [name.slice(0, open), ...rest];
}

/** Objects whose keys are 0..n-1 become arrays (in index order). */
function arraysOf(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysOf(value[key]!)])) as Params;
  if (keys.length && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => converted[String(index)]!);
  }
  return converted;
}
