import { globalStyle, style } from '@vanilla-extract/css';
import { srOnly } from '../../../../ui/theme/global.css';
import { vars } from '../../../../ui/theme/contract.css';

export const intro = style({ fontSize: 16, lineHeight: 1.45, color: vars.color.text });
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  paddingInlineStart: 20,
  fontSize: 14,
  lineHeight: 1.45,
  color: vars.color.textMuted,
});
// Long export folder names must wrap inside the 430 px column.
export const step = style({ overflowWrap: 'anywhere' });

/** The native picker stays in the page (keyboard, screen readers); the label after it is what people see and press. */
export const fileInput = style([srOnly]);
export const chooseLabel = style({});
globalStyle(`${fileInput}:focus-visible + ${chooseLabel}`, {
  outline: `3px solid ${vars.color.primary}`,
  outlineOffset: 2,
});
globalStyle(`${fileInput}:disabled + ${chooseLabel}`, { cursor: 'not-allowed', opacity: 0.5 });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 0,
  listStyle: 'none',
  fontSize: 14,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const progress = style({ display: 'flex', alignItems: 'center', gap: 10 });
export const progressBar = style({ flex: 1, height: 8, accentColor: vars.color.primary });
// Fixed width: the bar does not shift as the digits change.
export const percent = style({
  minWidth: '4ch',
  textAlign: 'end',
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
export const analysing = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.text });
export const failure = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.error, overflowWrap: 'anywhere' });
export const success = style({ fontSize: 14, lineHeight: 1.45, fontWeight: 600, color: vars.color.text });
export const exportFiles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontSize: 14,
  lineHeight: 1.45,
  color: vars.color.textMuted,
});
