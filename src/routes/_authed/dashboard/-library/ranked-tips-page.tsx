import type { LibraryTip } from '../../../../../content/insights';
import { FramedPage } from '../../../-framed-page';
import * as styles from './library.css';
import { NumberedTips } from './numbered-tips';
import { ToAllArticles } from './to-all-articles';

/** Trends of 2025 and Algorithm hacks: an intro, one numbered list, the way back. */
export function RankedTipsPage({ title, intro, tips }: { title: string; intro: string; tips: readonly LibraryTip[] }) {
  return (
    <FramedPage title={title}>
      <p className={styles.intro}>{intro}</p>
      <NumberedTips tips={tips} label={title} Heading="h2" />
      <ToAllArticles />
    </FramedPage>
  );
}
