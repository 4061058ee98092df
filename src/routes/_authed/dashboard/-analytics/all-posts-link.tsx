import { Link } from '@tanstack/react-router';
import { POSTS_LIST_COPY } from '../../../../../content/posts-list';
import { buttonClass } from '../../../../ui/Button/Button';

/** Under the top posts: every analysed post, sortable; nothing on a document without the list. */
export function AllPostsLink({ posts }: { posts: readonly unknown[] | undefined }) {
  if (!posts?.length) return null;
  return (
    <Link to="/dashboard/analytics/posts" className={buttonClass('outline')}>
      {POSTS_LIST_COPY.seeAll}
    </Link>
  );
}
