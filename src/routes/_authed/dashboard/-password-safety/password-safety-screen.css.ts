import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const loader = style({ display: 'flex', justifyContent: 'center', padding: 48, color: vars.color.primary });
export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '40px 20px 32px',
  textAlign: 'center',
});
export const headline = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });
export const compromised = style([headline, { color: vars.color.error }]);
export const lead = style({ fontSize: 16, fontWeight: 600 });
export const muted = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted });
export const failure = style({ color: vars.color.error });
export const breaches = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: '24px 16px 32px' });
export const summary = style({ display: 'flex', flexDirection: 'column', gap: 6, textAlign: 'center' });
export const list = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 0, listStyle: 'none' });
