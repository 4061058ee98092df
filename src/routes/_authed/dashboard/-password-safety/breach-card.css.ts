import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 20,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const name = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600, overflowWrap: 'anywhere' });
export const domain = style({ fontSize: 14, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gap: 4 });
export const label = style({
  marginTop: 8,
  fontSize: 13,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
export const dataClasses = style({ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, listStyle: 'none' });
export const dataClass = style({
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: 13,
  border: `1px solid ${vars.color.error}`,
  color: vars.color.error,
});
export const steps = style({ display: 'flex', flexDirection: 'column', gap: 12, paddingLeft: 20 });
export const step = style({ lineHeight: 1.4 });
export const detail = style({ marginTop: 2, fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted });
