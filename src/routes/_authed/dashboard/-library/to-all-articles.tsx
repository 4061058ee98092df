import { Link } from '@tanstack/react-router';
import { fullWidth, variant } from '../../../../ui/Button/Button.css';

/** Spec 2.8, 2.9: every library page ends with this button back to the dashboard. */
export function ToAllArticles() {
  return (
    <Link to="/dashboard" className={`${variant.primary} ${fullWidth}`}>
      To all articles
    </Link>
  );
}
