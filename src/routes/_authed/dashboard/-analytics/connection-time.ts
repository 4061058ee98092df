/**
 * The connection's times in the reader's own clock: a sync or a refresh happened at
 * their moment, unlike a post's day, which the analytics show in UTC.
 */
import { useEffect, useReducer } from 'react';
import { onFirstUse } from '../../../../../content/first-use';

const syncTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }));
const clockTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

/** 'January 15, 2026 at 11:00 AM'; an unreadable time shows nothing rather than 'Invalid Date'. */
export const formatSyncTime = (iso: string): string => format(syncTime, iso);

/** '2:05 PM'. */
export const formatClockTime = (iso: string): string => format(clockTime, iso);

function format(formatter: () => Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter().format(date);
}

// setTimeout takes at most a 32-bit signed delay; a later time re-arms when this one fires.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Renders the component again when `time` (ISO 8601) comes, so what depends on the clock changes then. */
export function useRenderAt(time: string | null): void {
  const [renders, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const wait = time ? Date.parse(time) - Date.now() : 0;
    if (!(wait > 0)) return;
    const timer = setTimeout(rerender, Math.min(wait, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [time, renders]);
}
