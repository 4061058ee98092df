/**
 * One actor per visit of a page, opened by its route's loader (never in a React effect, which
 * StrictMode runs twice): `opened`, if given, sends what the page's opening means to it. A reload of the
 * route during the visit (the router's invalidate) gets the same actor back, without a second
 * opening; another key (a new id in the address) is a new visit. The route's `onLeave` closes it.
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';

export function visitActor<TLogic extends AnyActorLogic>(logic: TLogic, opened?: (actor: Actor<TLogic>) => void) {
  let current: { key: string; actor: Actor<TLogic> } | null = null;
  const close = () => {
    current?.actor.stop();
    current = null;
  };
  const open = (key: string, options: ActorOptions<TLogic>): Actor<TLogic> => {
    if (current?.key === key) return current.actor;
    close();
    const actor = createActor(logic, options).start();
    current = { key, actor };
    opened?.(actor);
    return actor;
  };
  return { open, close };
}
