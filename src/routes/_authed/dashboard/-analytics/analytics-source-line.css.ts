import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const line = style({
  fontSize: 14,
  lineHeight: 1.45,
  minHeight: '1.45em',
  fontWeight: 600,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
