import { UNLOCK_TEXT } from '../../../../../content/instagram-connection';
import type { CategoryUnlock } from '../../../../../contracts/profile';
import * as sectionStyles from './section.css';

/** A section the connected sources cannot fill: its title and what would unlock it, never made-up figures. */
export function LockedSection({ title, unlock }: { title: string; unlock: CategoryUnlock }) {
  return (
    <section aria-label={title} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{title}</h2>
      <p className={sectionStyles.muted}>{UNLOCK_TEXT[unlock]}</p>
    </section>
  );
}
