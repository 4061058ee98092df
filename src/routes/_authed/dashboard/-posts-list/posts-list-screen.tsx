import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { analysisTimeZone } from '../../../../../content/post-dates';
import { POST_FORMATS } from '../../../../../content/post-formats';
import { POSTS_LIST_COPY as COPY, shownText } from '../../../../../content/posts-list';
import type { AnalysedPostView, ProfileDocument } from '../../../../../contracts/profile';
import { orderedPosts } from '../../../../../domain/post-order';
import { selectFormat, selectSort } from '../../../../../machines/posts-list.machine';
import type { PostsListActor } from '../../../../app/posts-list';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { FramedPage } from '../../../-framed-page';
import { ListControls } from './list-controls';
import { PostRow } from './post-row';
import * as styles from './posts-list.css';

const NO_POSTS: AnalysedPostView[] = [];

interface PostsListScreenProps {
  /** The latest profile document: undefined until the first fetch settles, null when there is none. */
  profile: ProfileDocument | null | undefined;
  list: PostsListActor;
}

/** Every analysed post of the latest document, in the order and of the format the list's machine holds. */
export function PostsListScreen({ profile, list }: PostsListScreenProps) {
  const posts = profile?._calculatedData?.posts ?? NO_POSTS;
  return (
    <FramedPage title={COPY.title} backTo="/dashboard/analytics">
      <div className={styles.page}>
        {profile === undefined ? (
          <div className={styles.loader}>
            <Spinner size={40} label={COPY.loading} />
          </div>
        ) : posts.length === 0 ? (
          <p className={styles.muted}>{COPY.empty}</p>
        ) : (
          <Posts posts={posts} timeZone={analysisTimeZone(profile?._calculatedData)} list={list} />
        )}
      </div>
    </FramedPage>
  );
}

interface PostsProps {
  posts: AnalysedPostView[];
  /** The zone the posts are dated in: the analysis's. */
  timeZone: string;
  list: PostsListActor;
}

function Posts({ posts, timeZone, list }: PostsProps) {
  const sort = useSelector(list, selectSort);
  const format = useSelector(list, selectFormat);
  const shown = useMemo(() => orderedPosts(posts, sort, format), [posts, sort, format]);
  // The filter offers the formats the posts have (and the one chosen, should a newer analysis have none of it).
  const formats = useMemo(
    () => POST_FORMATS.filter((option) => option === format || posts.some((post) => post.format === option)),
    [posts, format],
  );
  return (
    <>
      <ListControls list={list} formats={formats} />
      <p className={styles.shown} role="status">
        {shownText(shown.length, posts.length)}
      </p>
      {shown.length === 0 ? (
        <p className={styles.muted}>{COPY.noneOfFormat}</p>
      ) : (
        <ol className={styles.posts} aria-label={COPY.listName}>
          {shown.map((post) => (
            // A post has no id; its time and picture tell it apart, and the row moves with it when the order changes.
            <PostRow key={`${post.takenAt} ${post.picUrl}`} post={post} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </>
  );
}
