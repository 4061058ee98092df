/**
 * A value a guard of the transition into a state has checked (spec 5's ids, a link's token), read
 * where that state starts its call. XState's types do not follow a guard into the state it leads
 * to, so this narrows the type once, and fails loudly instead of calling with a null should the
 * guard ever be bypassed. Pure.
 */
export function checkedBy<T>(guard: string, value: T | null): T {
  if (value === null) throw new Error(`Entered past the guard ${guard} without its value`);
  return value;
}
