import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const subtitle = style({ margin: '0 0 16px', textAlign: 'center', fontSize: 14, color: vars.color.textMuted });

export const lessons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
