import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';
import { card } from '../-analytics/section.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 20, padding: '20px 16px 40px' });
export const loader = style({ display: 'flex', justifyContent: 'center', padding: 32, color: vars.color.primary });
export const muted = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted, textAlign: 'center' });
export const shown = style({ fontSize: 16, fontWeight: 600, color: vars.color.text });
export const controls = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 });
export const posts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
/**
 * 200 rows stay cheap: a row out of sight is not laid out or painted until it nears the viewport,
 * and keeps its height meanwhile (the image's box is fixed), so nothing shifts.
 */
export const post = style([
  card,
  {
    flexDirection: 'row',
    alignItems: 'center',
    gap: 12,
    padding: 12,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 88px',
  },
]);
export const image = style({ flexShrink: 0, borderRadius: 12, objectFit: 'cover', background: vars.color.border });
export const facts = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0, flex: 1 });
export const when = style({ fontSize: 13, color: vars.color.textMuted });
// Spread over the row rather than in equal columns: 'Engagement' needs more room than 'Likes' on a 360 px phone.
export const figures = style({ display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const figureName = style({ fontSize: 12, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontSize: 15, fontWeight: 600, color: vars.color.text });
