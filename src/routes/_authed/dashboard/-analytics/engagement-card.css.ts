import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const status = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600, color: vars.color.text });
export const bar = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 4 });
// Cells above the level stay on the neutral track; reached cells get their colour inline.
export const cell = style({ height: 10, borderRadius: 999, background: vars.color.border });
export const averages = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, margin: 0 });
export const average = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const averageValue = style({ margin: 0, fontSize: 20, fontWeight: 600, color: vars.color.text });
export const rate = style({ display: 'flex', flexDirection: 'column', gap: 4, color: vars.color.text });
export const totals = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, margin: 0 });
