/**
 * The stand-in's Graph nodes, built from the test accounts with every field each node knows (see
 * fields.ts for how a request picks them). Pictures are the stand-in's own PNGs on the origin the
 * call came in on, as Meta's CDN addresses are absolute.
 */
import type { StandInAccount, StandInComment, StandInPost } from './accounts.ts';
import type { GraphNode } from './fields.ts';
import { imageUrl } from './images.ts';
import { metaTime } from './meta-time.ts';

export function userNode(account: StandInAccount, origin: string): GraphNode {
  return {
    id: account.appScopedId,
    user_id: account.userId,
    username: account.username,
    name: account.name,
    account_type: account.accountType,
    profile_picture_url: imageUrl(origin, account.userId),
    followers_count: account.followersCount,
    follows_count: account.followsCount,
    media_count: account.mediaCount,
  };
}

/** `media_url` is left out for copyrighted media, `thumbnail_url` exists on videos only, `like_count` is left out when hidden. */
export function mediaNode(post: StandInPost, owner: StandInAccount, origin: string): GraphNode {
  const picture = imageUrl(origin, post.id);
  return {
    id: post.id,
    caption: post.caption,
    media_type: post.mediaType,
    media_product_type: post.productType,
    media_url: post.hasMediaUrl ? picture : undefined,
    thumbnail_url: post.mediaType === 'VIDEO' ? picture : undefined,
    permalink: post.permalink,
    timestamp: metaTime(post.takenAt),
    username: owner.username,
    like_count: post.likeCount,
    comments_count: post.commentsCount,
    children:
      post.mediaType === 'CAROUSEL_ALBUM'
        ? post.children.map((child) => ({
            id: child.id,
            media_type: child.mediaType,
            media_url: imageUrl(origin, child.id),
            thumbnail_url: child.mediaType === 'VIDEO' ? imageUrl(origin, child.id) : undefined,
          }))
        : undefined,
  };
}

export function commentNode(comment: StandInComment): GraphNode {
  return {
    id: comment.id,
    text: comment.text,
    timestamp: metaTime(comment.takenAt),
    username: comment.username,
    from: { id: comment.fromId, username: comment.username },
    like_count: comment.likeCount,
  };
}
