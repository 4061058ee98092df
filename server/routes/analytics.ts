/**
 * Analytics beyond the profile document: who is in each of the caller's audience categories, a
 * page at a time (ig-audienceList) or the whole category (or a search's matches) as CSV
 * (ig-audienceCsv), read page by page so a large account's list never sits whole in memory; and
 * the caller's figures over time (ig-profileHistory); and their time zone, in which when to post
 * is counted (ig-setTimeZone).
 */
import { stream } from 'hono/streaming';
import { instagramProfileUrl, MAX_AUDIENCE_PAGE_SIZE, type AudienceMember } from '../../contracts/audience-lists.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { refuse } from '../refusal.ts';
import { limitCaller } from '../functions/caller.ts';
import { audiencePage, type AudienceAnswer } from '../profile-sources/audience-pages.ts';
import { profileHistoryOf } from '../profile-sources/profile-history.ts';
import { setTimeZone } from '../profile-sources/time-zone-change.ts';

function refuseLocked(answer: Extract<AudienceAnswer, { locked: unknown }>): never {
  return refuse(409, 'This category needs more data', { code: 'locked', details: { unlock: answer.locked } });
}

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const csvLine = (member: AudienceMember) =>
  [member.username, instagramProfileUrl(member.username), member.followedAt ?? '', member.reason ?? '']
    .map(csvField)
    .join(',') + '\r\n';

export function analyticsRoutes(deps: AppDeps): EndpointHandlers {
  const { db, clock } = deps;
  return {
    audienceList: factory.createHandlers(limitCaller(deps, 'audienceList'), async (c) => {
      const answer = await audiencePage(db, c.get('uid'), inputOf(c, 'audienceList').body, clock.now());
      return 'locked' in answer ? refuseLocked(answer) : c.json(answer.page);
    }),

    profileHistory: factory.createHandlers(async (c) => {
      const { days = 90 } = inputOf(c, 'profileHistory').body;
      return c.json(await profileHistoryOf(db, c.get('uid'), clock.now(), days));
    }),

    timeZone: factory.createHandlers(limitCaller(deps, 'timeZone'), async (c) => {
      const answer = await setTimeZone(deps, c.get('uid'), inputOf(c, 'timeZone').body.timeZone);
      if (answer === 'unknown') refuse(400, 'timeZone: not a time zone this server knows');
      return answer ? c.json(answer) : refuse(404, 'No profile data yet');
    }),

    audienceCsv: factory.createHandlers(limitCaller(deps, 'audienceCsv'), async (c) => {
      const { category, search } = inputOf(c, 'audienceCsv').body;
      const uid = c.get('uid');
      const read = (after?: string) =>
        audiencePage(db, uid, { category, search, after, limit: MAX_AUDIENCE_PAGE_SIZE }, clock.now());
      const first = await read();
      if ('locked' in first) refuseLocked(first);
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${category}.csv"`);
      c.header('cache-control', 'no-store');
      return stream(c, async (out) => {
        await out.write('username,profile,followed_at,reason\r\n');
        let answer: AudienceAnswer = first;
        while ('page' in answer) {
          await out.write(answer.page.items.map(csvLine).join(''));
          if (!answer.page.next) return;
          answer = await read(answer.page.next);
        }
      });
    }),
  };
}
