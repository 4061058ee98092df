import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';
import { card } from '../-analytics/section.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 20, padding: '20px 16px 40px' });
export const total = style({ fontSize: 16, fontWeight: 600, color: vars.color.text });
export const hint = style({ fontSize: 13, lineHeight: 1.4, color: vars.color.textMuted });
export const loader = style({ display: 'flex', justifyContent: 'center', padding: 32, color: vars.color.primary });
export const members = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const member = style([card, { gap: 4, padding: '12px 16px' }]);
export const username = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontSize: 16,
  fontWeight: 600,
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 } },
});
export const detail = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted });
export const muted = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted, textAlign: 'center' });
export const failure = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.error });
export const notice = style({ display: 'flex', flexDirection: 'column', gap: 12 });
