import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  paddingInline: 16,
  border: 'none',
  borderRadius: vars.radius.button,
  fontSize: 16,
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: 'center',
  // The same look on router links and mail links that use these classes.
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'filter 120ms ease, background-color 120ms ease',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  // Solid primary, not the gradient: white text on the gradient's light end falls below AA.
  primary: [
    base,
    {
      minHeight: 48,
      background: vars.color.primary,
      color: vars.color.primaryText,
      selectors: {
        '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
        '&:active:not(:disabled)': { filter: 'brightness(0.92)' },
      },
    },
  ],
  outline: [
    base,
    {
      minHeight: 48,
      background: 'transparent',
      color: vars.color.primary,
      boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
    },
  ],
  text: [
    base,
    {
      background: 'transparent',
      color: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
    },
  ],
});

export const fullWidth = style({ width: '100%' });
