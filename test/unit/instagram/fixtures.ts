// Answers of Meta's "Instagram API with Instagram Login", written from the documented shapes
// (Meta's reference pages), not from any stand-in: the
// client is pinned to these. Where the documentation and the clients in the wild disagree, both.
// Ids are 17 digits, as Meta's are (above 2^53, so a numeric one is written as raw JSON text).

export const SETTINGS = {
  appId: '990602627938098',
  appSecret: 'a1b2c3d4e5f6app-secret',
  redirectUri: 'https://profile.example.com/api/instagram/callback',
  oauthBaseUrl: 'https://api.instagram.com',
  graphBaseUrl: 'https://graph.instagram.com',
  authorizeUrl: 'https://www.instagram.com/oauth/authorize',
  graphVersion: 'v25.0',
};

export const SHORT_TOKEN = 'IGQWRPshortLivedTokenAbc123';
export const LONG_TOKEN = 'IGQWROlongLivedTokenXyz789';
export const IG_USER_ID = '17841405793187218';

// ---- OAuth ----

/** The documented answer of POST /oauth/access_token. */
export const shortTokenWrapped = {
  data: [
    {
      access_token: SHORT_TOKEN,
      user_id: IG_USER_ID,
      permissions: 'instagram_business_basic,instagram_business_manage_comments,instagram_business_manage_insights',
    },
  ],
};

/** The top-level form clients in the wild read, with a numeric user_id above 2^53 (raw JSON text). */
export const shortTokenTopLevelText = `{"access_token":"${SHORT_TOKEN}","user_id":17841405793187218,"permissions":["instagram_business_basic","instagram_business_manage_comments"]}`;

/** A used or wrong code. */
export const codeRefused = {
  error_type: 'OAuthException',
  code: 400,
  error_message: 'This authorization code has been used',
};

/** GET /access_token and GET /refresh_access_token. */
export const longToken = { access_token: LONG_TOKEN, token_type: 'bearer', expires_in: 5183944 };

// ---- the account ----

export const mePlain = {
  user_id: IG_USER_ID,
  username: 'studio.lumen',
  name: 'Studio Lumen',
  account_type: 'Business',
  profile_picture_url: 'https://scontent.cdninstagram.com/v/t51.2885-19/profile.jpg',
  followers_count: 1834,
  follows_count: 312,
  media_count: 96,
  id: '7341289056123456',
};

/** The documented example wraps /me in `data`. */
export const meWrapped = {
  data: [
    {
      user_id: IG_USER_ID,
      username: 'nora.makes',
      name: 'Nora',
      account_type: 'MEDIA_CREATOR',
      profile_picture_url: 'https://scontent.cdninstagram.com/v/t51.2885-19/nora.jpg',
      followers_count: 42,
      follows_count: 180,
      media_count: 7,
    },
  ],
};

// ---- media ----

const page2Url = `https://graph.instagram.com/v25.0/${IG_USER_ID}/media?access_token=${LONG_TOKEN}&fields=id%2Ccaption&limit=25&after=QVFIUmx1WTBpMGpkUkJj`;
const page3Url = `https://graph.instagram.com/v25.0/${IG_USER_ID}/media?access_token=${LONG_TOKEN}&fields=id%2Ccaption&limit=25&after=QVFIUjZAHTFlubWpOMVdj`;

export const mediaPage1 = {
  data: [
    {
      id: '17895695668004550',
      caption: 'Morning light in the studio',
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      media_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/1.jpg',
      permalink: 'https://www.instagram.com/p/C1aBcDeFgHi/',
      timestamp: '2019-09-26T22:36:43+0000',
      like_count: 120,
      comments_count: 14,
    },
    {
      id: '17918195224117851',
      caption: 'Behind the scenes',
      media_type: 'VIDEO',
      media_product_type: 'REELS',
      media_url: 'https://scontent.cdninstagram.com/v/t50.2886-16/2.mp4',
      thumbnail_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/2-thumb.jpg',
      permalink: 'https://www.instagram.com/reel/C1bBcDeFgHi/',
      timestamp: '2019-09-25T10:00:00+0000',
      like_count: 640,
      comments_count: 57,
    },
    {
      id: '17862035881107227',
      caption: 'Three prints',
      media_type: 'CAROUSEL_ALBUM',
      media_product_type: 'FEED',
      media_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/3.jpg',
      permalink: 'https://www.instagram.com/p/C1cBcDeFgHi/',
      timestamp: '2019-09-24T08:15:00+0000',
      like_count: 88,
      comments_count: 3,
      children: {
        data: [
          { id: '17880997618081620', media_type: 'IMAGE', media_url: 'https://scontent.cdninstagram.com/v/3a.jpg' },
          {
            id: '17871527143187462',
            media_type: 'VIDEO',
            media_url: 'https://scontent.cdninstagram.com/v/3b.mp4',
            thumbnail_url: 'https://scontent.cdninstagram.com/v/3b-thumb.jpg',
          },
        ],
      },
    },
  ],
  paging: { cursors: { before: 'QVFIUkhBOUo2dmh0', after: 'QVFIUmx1WTBpMGpkUkJj' }, next: page2Url },
};

/** Copyrighted media without media_url, and a post whose owner hid its like count (no caption either). */
export const mediaPage2 = {
  data: [
    {
      id: '17904316363106488',
      caption: 'Our song',
      media_type: 'VIDEO',
      media_product_type: 'REELS',
      thumbnail_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/4-thumb.jpg',
      permalink: 'https://www.instagram.com/reel/C1dBcDeFgHi/',
      timestamp: '2019-09-20T12:00:00+0000',
      like_count: 31,
      comments_count: 2,
    },
    {
      id: '17906224011089376',
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      media_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/5.jpg',
      permalink: 'https://www.instagram.com/p/C1eBcDeFgHi/',
      timestamp: '2019-09-19T09:30:00+0000',
      comments_count: 0,
    },
  ],
  paging: {
    cursors: { before: 'QVFIUmx1WTBpMGpkUkJj', after: 'QVFIUjZAHTFlubWpOMVdj' },
    previous: page2Url,
    next: page3Url,
  },
};

/** The last page: no `next`. */
export const mediaPage3 = {
  data: [
    {
      id: '17846368219122400',
      caption: 'First post',
      media_type: 'IMAGE',
      media_product_type: 'FEED',
      media_url: 'https://scontent.cdninstagram.com/v/t51.29350-15/6.jpg',
      permalink: 'https://www.instagram.com/p/C1fBcDeFgHi/',
      timestamp: '2019-09-01T00:00:00+0000',
      like_count: 5,
      comments_count: 1,
    },
  ],
  paging: { cursors: { before: 'QVFIUjZAHTFlubWpOMVdj', after: 'QVFIUkRmTzNhSW5r' } },
};

export const PAGE2_URL = page2Url;
export const PAGE3_URL = page3Url;

// ---- comments ----

const commentsNext = `https://graph.instagram.com/v25.0/17918195224117851/comments?access_token=${LONG_TOKEN}&limit=50&after=WTI5dGJXVnVkRjlqZAFhKemIzSTZ`;
export const COMMENTS_NEXT_URL = commentsNext;

export const commentsPage1 = {
  data: [
    {
      id: '17858893269000001',
      text: 'Love this!',
      timestamp: '2019-09-26T23:01:10+0000',
      username: 'ada.draws',
      from: { id: '17841400000000001', username: 'ada.draws' },
      like_count: 3,
    },
    {
      id: '17858893269000002',
      text: 'Where is this?',
      timestamp: '2019-09-26T22:50:00+0000',
      from: { id: '17841400000000002', username: 'ben_travels' },
      like_count: 0,
    },
  ],
  paging: { cursors: { before: 'QVFIUm5', after: 'WTI5dGJXVnVkRjlqZAFhKemIzSTZ' }, next: commentsNext },
};

export const commentsPage2 = {
  data: [{ id: '17858893269000003', text: '🔥', timestamp: '2019-09-26T22:40:00+0000', username: 'cleo' }],
  paging: { cursors: { before: 'WTI5dGJXVnVkRjlqZAFhKemIzSTZ', after: 'QVFIUkR' } },
};

// ---- insights ----

/** metric_type=total_value: one total per metric. */
export const accountInsights = {
  data: [
    {
      name: 'reach',
      period: 'day',
      title: 'Accounts reached',
      description: 'The number of unique accounts that have seen your content, at least once.',
      total_value: { value: 2264 },
      id: `${IG_USER_ID}/insights/reach/day`,
    },
    {
      name: 'accounts_engaged',
      period: 'day',
      title: 'Accounts engaged',
      total_value: { value: 118 },
      id: `${IG_USER_ID}/insights/accounts_engaged/day`,
    },
    {
      name: 'total_interactions',
      period: 'day',
      title: 'Content interactions',
      total_value: { value: 309 },
      id: `${IG_USER_ID}/insights/total_interactions/day`,
    },
  ],
};

/** A time series: new followers per day. */
export const followerCountInsights = {
  data: [
    {
      name: 'follower_count',
      period: 'day',
      title: 'Follower count',
      values: [
        { value: 4, end_time: '2026-10-30T07:00:00+0000' },
        { value: 9, end_time: '2026-10-31T07:00:00+0000' },
      ],
      id: `${IG_USER_ID}/insights/follower_count/day`,
    },
  ],
};

/** Lifetime, one count per hour of the day. */
export const onlineFollowersInsights = {
  data: [
    {
      name: 'online_followers',
      period: 'lifetime',
      title: 'Online followers',
      values: [{ value: { '0': 51, '1': 40, '12': 233, '20': 310 }, end_time: '2026-10-31T07:00:00+0000' }],
      id: `${IG_USER_ID}/insights/online_followers/lifetime`,
    },
  ],
};

/** Follows and unfollows over a range, broken down by follow_type (FOLLOWER follows, NON_FOLLOWER unfollows). */
export const followsAndUnfollowsInsights = {
  data: [
    {
      name: 'follows_and_unfollows',
      period: 'day',
      title: 'Follows and unfollows',
      total_value: {
        value: 61,
        breakdowns: [
          {
            dimension_keys: ['follow_type'],
            results: [
              { dimension_values: ['FOLLOWER'], value: 44 },
              { dimension_values: ['NON_FOLLOWER'], value: 17 },
            ],
          },
        ],
      },
      id: `${IG_USER_ID}/insights/follows_and_unfollows/day`,
    },
  ],
};

export const MEDIA_ID = '17918195224117851';
const lifetime = (name: string, title: string, value: number) => ({
  name,
  period: 'lifetime',
  values: [{ value }],
  title,
  id: `${MEDIA_ID}/insights/${name}/lifetime`,
});

/** GET /{media-id}/insights?metric=views,reach,saved,shares,total_interactions: one lifetime value each. */
export const mediaInsights = {
  data: [
    lifetime('views', 'Views', 5120),
    lifetime('reach', 'Accounts reached', 2400),
    lifetime('saved', 'Saved', 31),
    lifetime('shares', 'Shares', 12),
    lifetime('total_interactions', 'Interactions', 228),
  ],
};

/** GET /{media-id}/insights?metric=reposts. */
export const repostsInsights = { data: [lifetime('reposts', 'Reposts', 3)] };

/** Missing data comes back empty, not 0. */
export const emptyInsights = {
  data: [
    {
      name: 'follower_count',
      period: 'day',
      title: 'Follower count',
      values: [],
      id: `${IG_USER_ID}/insights/follower_count/day`,
    },
  ],
};

// ---- failures ----

const graphError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AQx7Ba2Qd0mVYhBbU1mQ', ...extra },
});

export const tokenExpired = graphError(
  190,
  'Error validating access token: Session has expired on Friday, 27-Sep-19 16:00:00 PDT.',
  { error_subcode: 463 },
);
export const passwordChanged = graphError(
  190,
  'Error validating access token: The session has been invalidated because the user changed their password.',
  { error_subcode: 460 },
);
export const tokenInvalid = graphError(190, 'Invalid OAuth access token - Cannot parse access token');
export const appLimit = graphError(4, '(#4) Application request limit reached', { is_transient: true });
export const userLimit = graphError(17, '(#17) User request limit reached');
export const pageLimit = graphError(32, '(#32) Page request limit reached');
export const callRateLimit = graphError(613, 'Calls to this api have exceeded the rate limit.');
export const instagramLimit = graphError(
  80002,
  'There have been too many calls to this Instagram account. Wait a bit and try again.',
  { error_subcode: 2207051 },
);
export const serviceDown = graphError(2, 'An unexpected error has occurred. Please retry your request later.', {
  is_transient: true,
});
export const badParameter = graphError(100, '(#100) Tried accessing nonexisting field (likes) on node type (Media)');

export const APP_USAGE = '{"call_count":28,"total_time":25,"total_cputime":25}';
export const BUSINESS_USAGE_LIMITED = JSON.stringify({
  [IG_USER_ID]: [
    { type: 'instagram', call_count: 100, total_cputime: 12, total_time: 20, estimated_time_to_regain_access: 12 },
  ],
});

/** A call naming a retired (or not offered) metric fails whole, naming the metric's index. */
export const retiredMetric = graphError(
  100,
  '(#100) metric[0] must be one of the following values: comments, follows, likes, profile_visits, reach, saved, shares, total_interactions, views',
);

/** A post too few accounts saw has no insights. */
export const notEnoughViewers = graphError(10, '(#10) Not enough viewers for the media to show insights');

/** The insights permission not granted. */
export const insightsNotGranted = graphError(10, '(#10) Application does not have permission for this action');
