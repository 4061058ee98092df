import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The 44 px icon-only button shared by the menu toggle, the back button and the dialog close. */
export const iconButton = style({
  width: 44,
  height: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
