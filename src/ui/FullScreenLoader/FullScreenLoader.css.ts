import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  background: vars.color.background,
  color: vars.color.primary,
});

export const label = style({ color: vars.color.text, fontSize: 16, textAlign: 'center' });
