/** Parts of the Instagram stand-in (server/dev/instagram/): tokens, fields, insights, export files, pictures, and its absence in production. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appFor } from '../dev-app';
import { standInAccount, standInMedia } from '../../../server/dev/instagram/accounts';
import { followersFiles } from '../../../server/dev/instagram/export-zip';
import { parseFields, pickFields } from '../../../server/dev/instagram/fields';
import { BadParameter } from '../../../server/dev/instagram/graph-errors';
import { picturePng } from '../../../server/dev/instagram/images';
import { standInInsights } from '../../../server/dev/instagram/insights';
import { NotEnoughViewers, standInMediaInsights } from '../../../server/dev/instagram/media-insights';
import { issueToken, LONG_LIVED_SECONDS, readToken } from '../../../server/dev/instagram/tokens';

describe('stand-in tokens', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('carry their account, kind and lifetime, readable again without any stored state', () => {
    const { token, expiresInSeconds } = issueToken('mid', 'long', now);
    expect(expiresInSeconds).toBe(LONG_LIVED_SECONDS);
    expect(readToken(token)).toEqual({
      account: 'mid',
      kind: 'long',
      issuedAt: now,
      expiresAt: new Date(now.getTime() + LONG_LIVED_SECONDS * 1000),
    });
    expect(readToken(issueToken('small', 'short', now).token)?.expiresAt).toEqual(new Date(now.getTime() + 3_600_000));
  });

  it('are refused when tampered with or not ours', () => {
    const { token } = issueToken('small', 'short', now);
    const [body, signature] = token.slice(4).split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"small"', '"mid"')).toString(
      'base64url',
    );
    for (const text of [
      `IGAA${forged}.${signature}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'IGQWRPsomething',
      '',
      undefined,
    ]) {
      expect(readToken(text)).toBeUndefined();
    }
  });
});

describe('stand-in fields', () => {
  const media = {
    id: '1',
    caption: 'hi',
    like_count: undefined,
    children: [{ id: '2', media_type: 'IMAGE', media_url: 'u' }],
  };

  it('answers the requested fields, nested ones of an edge as data, and leaves out what a node lacks', () => {
    expect(pickFields(media, parseFields('id,like_count,children{media_type}'), 'Media')).toEqual({
      id: '1',
      children: { data: [{ media_type: 'IMAGE' }] },
    });
    expect(pickFields(media, parseFields(undefined), 'Media')).toEqual({ id: '1' });
  });

  it("refuses a field the node does not know, and a malformed list, as Graph's code 100", () => {
    expect(() => pickFields(media, parseFields('id,likes'), 'Media')).toThrow(
      new BadParameter('Tried accessing nonexisting field (likes) on node type (Media)'),
    );
    for (const text of ['id,children{id', 'id}', 'id,Caption']) expect(() => parseFields(text)).toThrow(BadParameter);
  });
});

describe('stand-in insights', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const until = Math.floor(now.getTime() / 1000);
  const query = { metric: 'follower_count', period: 'day', since: String(until - 30 * 86_400), until: String(until) };

  it('gives one new-followers value a day over since..until, with day ends like Meta’s', () => {
    const [metric] = standInInsights(standInAccount('mid'), query, now);
    const values = 'values' in metric ? metric.values : [];
    expect(values).toHaveLength(30);
    expect(values.at(-1)?.end_time).toBe('2026-11-25T07:00:00+0000');
  });

  it('refuses follower metrics under 100 followers, an unknown metric, and totals without metric_type=total_value', () => {
    expect(() => standInInsights(standInAccount('small'), query, now)).toThrow(/Not enough followers/);
    expect(() => standInInsights(standInAccount('mid'), { metric: 'impressions', period: 'day' }, now)).toThrow(
      /metric\[0\] must be one of/,
    );
    expect(() => standInInsights(standInAccount('mid'), { metric: 'reach', period: 'day' }, now)).toThrow(
      /metric_type=total_value/,
    );
  });
});

describe('stand-in follows and unfollows', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const until = Math.floor(now.getTime() / 1000);
  const query = {
    metric: 'follows_and_unfollows',
    period: 'day',
    metric_type: 'total_value',
    breakdown: 'follow_type',
    since: String(until - 30 * 86_400),
    until: String(until),
  };

  it('gives follows (FOLLOWER) and unfollows (NON_FOLLOWER) over the range, their sum as the value, to any account', () => {
    const [metric] = standInInsights(standInAccount('small'), query, now);
    const total = 'total_value' in metric ? metric.total_value : undefined;
    const [follows, unfollows] = total?.breakdowns?.[0].results.map((result) => result.value) ?? [];
    expect(total?.value).toBe(follows + unfollows);
    // The new followers per day of follower_count, summed over the same 30 days, are the follows.
    const [series] = standInInsights(standInAccount('mid'), { ...query, metric: 'follower_count' }, now);
    const [midTotal] = standInInsights(standInAccount('mid'), query, now);
    const perDay = 'values' in series ? series.values.map((point) => point.value as number) : [];
    expect('total_value' in midTotal && midTotal.total_value.breakdowns?.[0].results[0]).toEqual({
      dimension_values: ['FOLLOWER'],
      value: perDay.reduce((sum, value) => sum + value, 0),
    });
  });
});

describe('stand-in media insights', () => {
  const mid = standInAccount('mid');
  const [newest] = standInMedia('mid');
  const asked = (metric: string, repostsRetired = false) =>
    standInMediaInsights(mid, newest, metric, { repostsRetired }).map((entry) => [entry.name, entry.values[0].value]);

  it('answers lifetime values; total_interactions is likes + comments + saves + shares', () => {
    const figures = Object.fromEntries(asked('likes,comments,saved,shares,total_interactions,views,reach'));
    expect(figures.total_interactions).toBe(figures.likes + figures.comments + figures.saved + figures.shares);
    expect(figures.likes).toBe(newest.likeCount);
    expect(figures.views).toBeGreaterThan(figures.reach);
  });

  it('refuses a retired metric as Meta does, naming its index, and reposts while it is switched retired', () => {
    expect(() => asked('reach,impressions')).toThrow(
      /^metric\[1\] must be one of the following values: comments, likes, views, reach/,
    );
    expect(() => asked('plays')).toThrow(/^metric\[0\] must be one of/);
    expect(asked('reposts')).toEqual([['reposts', expect.any(Number)]]);
    expect(() => asked('reposts', true)).toThrow(/^metric\[0\] must be one of the following values: (?!.*reposts)/);
  });

  it('has none for a post fewer than 30 accounts reached', () => {
    const small = standInAccount('small');
    // pebble.pottery's second newest post reached 29 of its 64 followers.
    expect(() => standInMediaInsights(small, standInMedia('small')[1], 'reach', { repostsRetired: false })).toThrow(
      NotEnoughViewers,
    );
  });
});

describe('stand-in export files', () => {
  it('splits followers into files of 10,000', () => {
    const followers = Array.from({ length: 20_001 }, (_, n) => ({ username: `user${n}`, at: new Date(0) }));
    const files = followersFiles(followers);
    expect(Object.entries(files).map(([name, entries]) => [name.split('/').at(-1), entries.length])).toEqual([
      ['followers_1.json', 10_000],
      ['followers_2.json', 10_000],
      ['followers_3.json', 1],
    ]);
  });
});

describe('stand-in pictures', () => {
  it('are 4:5 RGB PNGs whose pixels inflate to the declared size', () => {
    const png = picturePng('17820000000000080');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width / height).toBe(4 / 5);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(height * (1 + width * 3));
    expect(picturePng('17820000000000079').equals(png)).toBe(false);
  });
});

describe('the stand-in in production', () => {
  it('is mounted outside production only', async () => {
    const paths = [
      '/dev/instagram/',
      '/dev/instagram/oauth/authorize?client_id=stand-in-app',
      '/dev/instagram/graph/v25.0/me',
      '/dev/instagram/exports/mid.zip',
    ];
    const statuses = async (production: boolean) =>
      Promise.all(paths.map(async (path) => (await appFor(production).request(path)).status));
    expect(await statuses(false)).toEqual([200, 400, 400, 200]);
    expect(await statuses(true)).toEqual([404, 404, 404, 404]);
  });
});
