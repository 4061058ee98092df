import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

/**
 * Shared by every section of the Analytics screen. A section out of sight is not laid out until it
 * nears the viewport (laying out the whole analysis at once was a task of 35 ms, 140 ms on a slow
 * phone); the browser keeps its last size once it has been laid out.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
});
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
