import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

/** Long-form reading on a phone: 16 px body, generous line height, clear section breaks. */
export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  lineHeight: 1.6,
  overflowWrap: 'break-word',
});
export const updated = style({ fontSize: 13, color: vars.color.textMuted });
export const section = style({ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 });
export const heading = style({ fontSize: 20, lineHeight: 1.3, fontWeight: 600 });
export const subheading = style({ fontSize: 16, lineHeight: 1.4, fontWeight: 600, marginTop: 4 });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  paddingInlineStart: 20,
  listStyle: 'disc',
});
export const mail = style({ color: vars.color.primary, fontWeight: 600 });
