/**
 * A value the way into a state has set or checked (a guard such as spec 5's ids, the sign-in that
 * put a user in the session), read where that state uses it. XState's types do not follow a guard
 * or an assignment into the state it leads to, so this narrows the type once, and fails loudly
 * instead of calling with nothing should that way ever be bypassed. `what` names the way. Pure.
 */
export function enteredWith<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`Entered without what ${what} provides`);
  return value;
}
