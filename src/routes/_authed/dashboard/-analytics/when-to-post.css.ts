import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const bests = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, margin: 0 });
export const best = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const bestValue = style({
  margin: 0,
  fontSize: 20,
  lineHeight: '24px',
  fontWeight: 600,
  color: vars.color.text,
});
/** 'No day stands out yet': an answer too, but not a figure. */
export const noBest = style({
  margin: 0,
  fontSize: 16,
  lineHeight: '22px',
  fontWeight: 600,
  color: vars.color.textMuted,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13, color: vars.color.text });
export const caption = style({ textAlign: 'start', paddingBlockEnd: 8, fontSize: 13, color: vars.color.textMuted });
export const headCell = style({ textAlign: 'start', fontWeight: 600, paddingBlock: 4 });
export const cell = style({ paddingBlock: 4, verticalAlign: 'middle' });
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', paddingInlineStart: 8 });
export const barCell = style([cell, { width: '50%', paddingInlineStart: 8 }]);
export const barWithValue = style({ display: 'flex', alignItems: 'center', gap: 8 });
export const track = style({ display: 'block', flex: 1, height: 10, borderRadius: 999, background: vars.color.border });
export const bar = style({ display: 'block', height: '100%', borderRadius: 999, background: vars.color.textMuted });
export const bestBar = style([bar, { background: vars.color.primary }]);
export const hoursChart = style({ display: 'block', width: '100%', height: 'auto' });
export const hourTrack = style({ fill: vars.color.border });
export const hourBar = style({ fill: vars.color.textMuted });
export const bestHourBar = style({ fill: vars.color.primary });
export const hourLabel = style({ fill: vars.color.textMuted, fontSize: 10 });
