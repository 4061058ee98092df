import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: '12px 16px',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.primary}`,
  fontSize: 14,
  lineHeight: 1.4,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: 8 });
