import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

/** Shared by every section of the Analytics screen. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const sectionTitle = style({ fontSize: 20, lineHeight: '24px', fontWeight: 600, color: vars.color.text });
/** The card surface of the UI kit (src/ui/Card). */
export { card } from '../../../../ui/Card/Card.css';
export const cardTitle = style({ fontSize: 16, fontWeight: 600, color: vars.color.text });
export const muted = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted });
export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
