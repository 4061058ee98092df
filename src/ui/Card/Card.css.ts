import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 20,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: 16 });

export const illustration = style({ flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const title = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600, color: vars.color.text });

export const description = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted });

export const badge = style({
  alignSelf: 'flex-start',
  paddingInline: 10,
  paddingBlock: 2,
  borderRadius: 999,
  fontSize: 13,
  fontWeight: 600,
  background: vars.color.primary,
  color: vars.color.primaryText,
});
