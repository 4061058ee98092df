import { lazy, Suspense } from 'react';
import type { WhenToPost as WhenToPostFigures } from '../../../../../contracts/profile';
// The card's styles come with the page, not with its code: a stylesheet added after the first
// paint makes the browser restyle the whole analysis in one long task.
import './when-to-post.css';

// The card's code loads after the first paint: Analytics' first screen does not wait for it.
const WhenToPostCard = lazy(() =>
  import('./when-to-post-card').then(({ WhenToPostCard }) => ({ default: WhenToPostCard })),
);

/** "When to post", where the analysis counted it (a source of posts). */
export function WhenToPost({ timing }: { timing: WhenToPostFigures | undefined }) {
  if (!timing) return null;
  return (
    <Suspense fallback={null}>
      <WhenToPostCard timing={timing} />
    </Suspense>
  );
}
