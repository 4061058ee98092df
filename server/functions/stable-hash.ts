/** A small, stable string hash (31-multiplier, unsigned 32-bit): drawn images pick colours and shapes by it, so each id keeps its look. */
export function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
