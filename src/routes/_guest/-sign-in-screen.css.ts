import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 24, padding: '48px 20px 32px' });

export const headline = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const forgot = style({
  alignSelf: 'flex-end',
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
});

export const authError = style({ color: vars.color.error, minHeight: '1.5em', textAlign: 'center' });
