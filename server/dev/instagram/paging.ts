/**
 * Cursor paging as Graph does it: `limit` items from the one after the `after` cursor, answered
 * with `paging.cursors` and, unless it is the last page, `paging.next`: an absolute URL on the
 * same Graph origin that repeats the query (access_token included, as Meta's does) with the new cursor.
 */
import { BadParameter } from './graph-errors.ts';

const encodeCursor = (position: number) => Buffer.from(`position:${position}`).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return -1;
  const match = /^position:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new BadParameter('Invalid cursor in parameter after');
  return Number(match[1]);
}

/** `limit` from the query: `fallback` when absent, at most `max`. */
export function pageLimit(value: string | undefined, fallback: number, max: number): number {
  const limit = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new BadParameter('Param limit must be a positive integer');
  return Math.min(limit, max);
}

export interface PageRequest {
  /** The request's URL: origin and query for `next`. */
  url: URL;
  /** Where `next` points (Meta's next page of /me/media names the user's id). */
  pathname: string;
  limit: number;
}

/** The page of `items` the query asks for, each rendered. */
export function page<T, R>(items: T[], { url, pathname, limit }: PageRequest, render: (item: T) => R) {
  const start = decodeCursor(url.searchParams.get('after') ?? undefined) + 1;
  const slice = items.slice(start, start + limit);
  if (slice.length === 0) return { data: [] };
  const after = encodeCursor(start + slice.length - 1);
  const cursors = { before: encodeCursor(start), after };
  if (start + slice.length >= items.length) return { data: slice.map(render), paging: { cursors } };
  const next = new URL(pathname, url.origin);
  for (const [key, value] of url.searchParams)
    if (key !== 'after' && key !== 'before') next.searchParams.set(key, value);
  next.searchParams.set('limit', String(limit));
  next.searchParams.set('after', after);
  return { data: slice.map(render), paging: { cursors, next: next.href } };
}
