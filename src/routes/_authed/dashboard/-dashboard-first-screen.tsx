import type { Brand } from '../../../../content/brands';
import { DashboardScreen } from './-dashboard-screen';
import * as styles from './index.css';

/**
 * The dashboard as it paints before the session is confirmed: prerendered into
 * `dashboard.<brand>.html` at build time (scripts/first-paint-pages.ts), served to a visitor whose
 * login is fresh, and replaced by the route's screen once the session lets them in. Whether they
 * own the course is not known yet: the course card keeps its button's place, unseen.
 */
export function DashboardFirstScreen({ brand }: { brand: Brand }) {
  return (
    <DashboardScreen
      brand={brand}
      courseAction={
        <span className={`${styles.cardLink} ${styles.unknownAction}`} aria-hidden="true">
          Open the course
        </span>
      }
    />
  );
}
