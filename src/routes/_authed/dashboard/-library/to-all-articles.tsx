import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../../ui/Button/Button';

/** Spec 2.8, 2.9: every library page ends with this button back to the dashboard. */
export function ToAllArticles() {
  return (
    <Link to="/dashboard" className={buttonClass()}>
      To all articles
    </Link>
  );
}
