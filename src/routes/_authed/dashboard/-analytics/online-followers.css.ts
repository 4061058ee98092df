import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

const CHART_HEIGHT = 64;

/** 24 bars, one per hour, drawn with plain boxes (no chart library). */
export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(24, 1fr)',
  alignItems: 'end',
  gap: 2,
  height: CHART_HEIGHT,
});
// The height comes inline as a share of the busiest hour.
export const bar = style({ borderRadius: '3px 3px 0 0', background: vars.color.primary, minHeight: 2 });
export const unknownBar = style({ height: 2, background: vars.color.border });
export const axis = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  fontSize: 12,
  color: vars.color.textMuted,
});
export const hours = style({ fontSize: 14, color: vars.color.text });
export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: 8 });
export const cell = style({ padding: '4px 0', textAlign: 'left', borderBottom: `1px solid ${vars.color.border}` });
export const number = style([cell, { textAlign: 'right' }]);
