import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 24, padding: '48px 20px 32px' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const title = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });

export const subtitle = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const loadFailed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  color: vars.color.error,
  textAlign: 'center',
});

export const formError = style({ color: vars.color.error, minHeight: '1.5em', textAlign: 'center' });

export const restoreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.primary,
  fontWeight: 600,
});
