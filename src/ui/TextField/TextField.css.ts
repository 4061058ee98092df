import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const label = style({ fontSize: 14, fontWeight: 600, color: vars.color.text });

export const input = style({
  height: 48,
  width: '100%',
  paddingInline: 14,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 16, // below 16 px iOS Safari zooms the page on focus
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: 0,
      borderColor: vars.color.primary,
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.error,
      outline: `1px solid ${vars.color.error}`,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]:focus-visible': { outline: `2px solid ${vars.color.error}` },
  },
});

export const error = style({ fontSize: 13, lineHeight: 1.4, color: vars.color.error });
