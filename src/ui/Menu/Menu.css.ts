import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({ paddingBottom: 16 });

export const list = style({ listStyle: 'none', padding: 0 });

/** Shared by links, buttons and caller-rendered router Links, so every row looks the same. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 52,
  paddingInline: 20,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: 16,
  fontWeight: 500,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
});

export const version = style({ paddingInline: 20, paddingTop: 12, fontSize: 13, color: vars.color.textMuted });
