import { style } from '@vanilla-extract/css';
import { LAYOUT_MAX_WIDTH_PX } from '../../content/constants';
import { vars } from '../ui/theme/contract.css';

/** A bar at the foot of the column, above the content and below any modal. */
export const notice = style({
  position: 'fixed',
  left: '50%',
  bottom: 'calc(12px + env(safe-area-inset-bottom))',
  transform: 'translateX(-50%)',
  zIndex: 800,
  width: 'calc(100% - 24px)',
  maxWidth: LAYOUT_MAX_WIDTH_PX - 24,
  padding: '12px 16px',
  borderRadius: vars.radius.button,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: 14,
  lineHeight: 1.4,
  boxShadow: vars.shadow.card,
});
