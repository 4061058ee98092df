import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const bullets = style({ paddingLeft: 20, display: 'grid', gap: 4 });
export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });
export const badge = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: 8,
  padding: '2px 8px',
  fontWeight: 700,
  fontSize: 13,
});
export const error = style({ color: vars.color.error, fontSize: 14, textAlign: 'center' });
export const note = style({ fontSize: 13, color: vars.color.textMuted });
