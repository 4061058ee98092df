import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const link = style({
  alignSelf: 'center',
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
});
