/**
 * The placeholder body of a machine's service actor: the real call comes from src/app through
 * `.provide()`, and a machine run without it fails loudly instead of hanging.
 */
export function notProvided(name: string) {
  return () => Promise.reject(new Error(`${name} is not provided`));
}
