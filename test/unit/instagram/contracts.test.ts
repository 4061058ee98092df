// The contracts against the documented answers: both wrappings where the docs disagree, ids kept
// exact, Meta's times as ISO-8601 UTC, optional fields left undefined (never invented as 0).
import { describe, expect, it } from 'vitest';
import {
  accountType,
  commentsPage,
  insightsAnswer,
  longTokenAnswer,
  mediaPage,
  meAnswer,
  metaErrorBody,
  metaTimestamp,
  shortTokenAnswer,
} from '../../../server/instagram/contracts.ts';
import { parseMetaJson } from '../../../server/instagram/meta-json.ts';
import * as fx from './fixtures.ts';

describe('token answers', () => {
  it('reads the documented {"data":[...]} code exchange answer, permissions as a comma list', () => {
    expect(shortTokenAnswer.parse(fx.shortTokenWrapped)).toEqual({
      accessToken: fx.SHORT_TOKEN,
      userId: fx.IG_USER_ID,
      permissions: [
        'instagram_business_basic',
        'instagram_business_manage_comments',
        'instagram_business_manage_insights',
      ],
    });
  });

  it('reads the top-level form too, keeping a numeric user_id above 2^53 exact', () => {
    expect(shortTokenAnswer.parse(parseMetaJson(fx.shortTokenTopLevelText))).toEqual({
      accessToken: fx.SHORT_TOKEN,
      userId: '17841405793187218',
      permissions: ['instagram_business_basic', 'instagram_business_manage_comments'],
    });
  });

  it('refuses a numeric id that JSON.parse already rounded', () => {
    expect(shortTokenAnswer.safeParse(JSON.parse(fx.shortTokenTopLevelText)).success).toBe(false);
  });

  it('refuses a code answer without a token or with an empty data list', () => {
    expect(shortTokenAnswer.safeParse({ data: [] }).success).toBe(false);
    expect(shortTokenAnswer.safeParse({ user_id: fx.IG_USER_ID }).success).toBe(false);
  });

  it('reads the long-lived and refresh answer', () => {
    expect(longTokenAnswer.parse(fx.longToken)).toEqual({
      accessToken: fx.LONG_TOKEN,
      tokenType: 'bearer',
      expiresInSeconds: 5183944,
    });
    expect(longTokenAnswer.safeParse({ access_token: fx.LONG_TOKEN, token_type: 'bearer' }).success).toBe(false);
  });
});

describe('/me', () => {
  it('reads the plain answer', () => {
    expect(meAnswer.parse(fx.mePlain)).toEqual({
      appScopedId: '7341289056123456',
      userId: fx.IG_USER_ID,
      username: 'studio.lumen',
      name: 'Studio Lumen',
      accountType: 'business',
      profilePictureUrl: 'https://scontent.cdninstagram.com/v/t51.2885-19/profile.jpg',
      followersCount: 1834,
      followsCount: 312,
      mediaCount: 96,
    });
  });

  it('reads the documented {"data":[...]} wrapping', () => {
    expect(meAnswer.parse(fx.meWrapped)).toMatchObject({
      userId: fx.IG_USER_ID,
      username: 'nora.makes',
      accountType: 'creator',
      followersCount: 42,
    });
  });

  it('compares account_type case-insensitively; anything else has no API', () => {
    expect(['Business', 'BUSINESS', 'business'].map(accountType)).toEqual(['business', 'business', 'business']);
    expect(['Media_Creator', 'MEDIA_CREATOR', 'media_creator'].map(accountType)).toEqual([
      'creator',
      'creator',
      'creator',
    ]);
    expect(['Personal', 'PERSONAL', ''].map(accountType)).toEqual(['unsupported', 'unsupported', 'unsupported']);
  });

  it('refuses an answer without username or counts', () => {
    const { username: _u, ...noUsername } = fx.mePlain;
    const { followers_count: _f, ...noFollowers } = fx.mePlain;
    expect(meAnswer.safeParse(noUsername).success).toBe(false);
    expect(meAnswer.safeParse(noFollowers).success).toBe(false);
  });
});

describe('media', () => {
  it('reads a page: types, children, times in UTC, the next address, no cursors', () => {
    const page = mediaPage.parse(fx.mediaPage1);
    expect(page.next).toBe(fx.PAGE2_URL);
    expect(Object.keys(page)).toEqual(['items', 'next']);
    expect(page.items.map((item) => [item.mediaType, item.timestamp])).toEqual([
      ['IMAGE', '2019-09-26T22:36:43.000Z'],
      ['VIDEO', '2019-09-25T10:00:00.000Z'],
      ['CAROUSEL_ALBUM', '2019-09-24T08:15:00.000Z'],
    ]);
    expect(page.items[1]).toMatchObject({
      thumbnailUrl: 'https://scontent.cdninstagram.com/v/t51.29350-15/2-thumb.jpg',
      productType: 'REELS',
      likeCount: 640,
      commentsCount: 57,
    });
    expect(page.items[0].thumbnailUrl).toBeUndefined();
    expect(page.items[2].children).toEqual([
      {
        id: '17880997618081620',
        mediaType: 'IMAGE',
        mediaUrl: 'https://scontent.cdninstagram.com/v/3a.jpg',
        thumbnailUrl: undefined,
      },
      {
        id: '17871527143187462',
        mediaType: 'VIDEO',
        mediaUrl: 'https://scontent.cdninstagram.com/v/3b.mp4',
        thumbnailUrl: 'https://scontent.cdninstagram.com/v/3b-thumb.jpg',
      },
    ]);
  });

  it('leaves a missing media_url and a hidden like count undefined, not 0', () => {
    const [copyrighted, hiddenLikes] = mediaPage.parse(fx.mediaPage2).items;
    expect(copyrighted.mediaUrl).toBeUndefined();
    expect(hiddenLikes.likeCount).toBeUndefined();
    expect(hiddenLikes.caption).toBeUndefined();
    expect(hiddenLikes.commentsCount).toBe(0);
  });

  it('reads the last page as having no next', () => {
    expect(mediaPage.parse(fx.mediaPage3).next).toBeUndefined();
    expect(mediaPage.parse({ data: [] })).toEqual({ items: [], next: undefined });
  });

  it('refuses an unknown media type, a missing id and a bad time', () => {
    const item = fx.mediaPage3.data[0];
    expect(mediaPage.safeParse({ data: [{ ...item, media_type: 'STORY' }] }).success).toBe(false);
    expect(mediaPage.safeParse({ data: [{ ...item, id: undefined }] }).success).toBe(false);
    expect(mediaPage.safeParse({ data: [{ ...item, timestamp: 'yesterday' }] }).success).toBe(false);
    expect(mediaPage.safeParse({ data: [{ ...item, timestamp: '2019-13-45T99:00:00+0000' }] }).success).toBe(false);
  });
});

describe('Meta times', () => {
  it('reads +0000, other offsets, with or without a colon, and Z', () => {
    expect(metaTimestamp.parse('2019-09-26T22:36:43+0000')).toBe('2019-09-26T22:36:43.000Z');
    expect(metaTimestamp.parse('2019-09-26T22:36:43-0700')).toBe('2019-09-27T05:36:43.000Z');
    expect(metaTimestamp.parse('2019-09-26T22:36:43+02:00')).toBe('2019-09-26T20:36:43.000Z');
    expect(metaTimestamp.parse('2019-09-26T22:36:43Z')).toBe('2019-09-26T22:36:43.000Z');
  });
});

describe('comments', () => {
  it('reads a page; the username comes from the comment or from `from`', () => {
    const page = commentsPage.parse(fx.commentsPage1);
    expect(page.next).toBe(fx.COMMENTS_NEXT_URL);
    expect(page.items).toEqual([
      {
        id: '17858893269000001',
        text: 'Love this!',
        timestamp: '2019-09-26T23:01:10.000Z',
        username: 'ada.draws',
        fromId: '17841400000000001',
        likeCount: 3,
      },
      {
        id: '17858893269000002',
        text: 'Where is this?',
        timestamp: '2019-09-26T22:50:00.000Z',
        username: 'ben_travels',
        fromId: '17841400000000002',
        likeCount: 0,
      },
    ]);
    expect(commentsPage.parse(fx.commentsPage2).items[0]).toMatchObject({
      username: 'cleo',
      fromId: undefined,
      likeCount: undefined,
    });
  });
});

describe('insights', () => {
  it('reads totals (metric_type=total_value)', () => {
    expect(
      insightsAnswer.parse(fx.accountInsights).map((metric) => [metric.name, metric.period, metric.total]),
    ).toEqual([
      ['reach', 'day', 2264],
      ['accounts_engaged', 'day', 118],
      ['total_interactions', 'day', 309],
    ]);
  });

  it('reads a daily series and the hourly online followers', () => {
    expect(insightsAnswer.parse(fx.followerCountInsights)[0].values).toEqual([
      { value: 4, endTime: '2026-10-30T07:00:00.000Z' },
      { value: 9, endTime: '2026-10-31T07:00:00.000Z' },
    ]);
    expect(insightsAnswer.parse(fx.onlineFollowersInsights)[0]).toMatchObject({
      name: 'online_followers',
      period: 'lifetime',
      total: undefined,
    });
    expect(insightsAnswer.parse(fx.onlineFollowersInsights)[0].values[0].value).toEqual({
      '0': 51,
      '1': 40,
      '12': 233,
      '20': 310,
    });
  });

  it('keeps missing data empty, not 0', () => {
    expect(insightsAnswer.parse(fx.emptyInsights)[0]).toEqual({
      name: 'follower_count',
      period: 'day',
      total: undefined,
      values: [],
    });
    expect(insightsAnswer.parse({ data: [] })).toEqual([]);
  });
});

describe('error bodies', () => {
  it('reads the Graph error body and the OAuth error body to one shape', () => {
    expect(metaErrorBody.parse(fx.tokenExpired)).toEqual({
      message: fx.tokenExpired.error.message,
      type: 'OAuthException',
      code: 190,
      subcode: 463,
      fbtraceId: 'AQx7Ba2Qd0mVYhBbU1mQ',
      isTransient: false,
    });
    expect(metaErrorBody.parse(fx.appLimit)).toMatchObject({ code: 4, isTransient: true });
    expect(metaErrorBody.parse(fx.codeRefused)).toEqual({
      message: 'This authorization code has been used',
      type: 'OAuthException',
      code: 400,
      subcode: undefined,
      fbtraceId: undefined,
      isTransient: false,
    });
    expect(metaErrorBody.safeParse({ error: 'nope' }).success).toBe(false);
  });
});
