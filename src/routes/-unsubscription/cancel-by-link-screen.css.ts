import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '48px 20px 32px',
  textAlign: 'center',
});
export const title = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });
export const text = style({ color: vars.color.textMuted });
export const loader = style({ display: 'flex', justifyContent: 'center', padding: 48, color: vars.color.primary });
export const support = style({
  padding: '0 20px 16px',
  textAlign: 'center',
  fontSize: 14,
  color: vars.color.textMuted,
});
export const mail = style({ color: vars.color.primary, fontWeight: 600 });
