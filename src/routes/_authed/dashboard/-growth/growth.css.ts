import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';
import { card, section } from '../-analytics/section.css';
import { CHART_HEIGHT, LINE_HEIGHT } from './chart-geometry';

/**
 * The panel keeps one height in every step, the placeholder's while its code loads included, so
 * nothing under it moves when the chart arrives; the table scrolls inside it.
 */
const PANEL_HEIGHT = 610;
const TITLE_HEIGHT = 24;
const SECTION_GAP = 12;
/** An axis label's line height. */
const LABEL_HEIGHT = 16;

export const growthSection = style([
  section,
  { containIntrinsicSize: `auto ${TITLE_HEIGHT + SECTION_GAP + PANEL_HEIGHT}px` },
]);
export const panel = style([card, { height: PANEL_HEIGHT, boxSizing: 'border-box', overflow: 'hidden' }]);

export const ranges = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  flexShrink: 0,
  padding: 2,
  borderRadius: vars.radius.button,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});
export const range = style({
  minHeight: 40,
  padding: '0 4px',
  border: 0,
  borderRadius: 10,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});

export const figures = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, margin: 0, flexShrink: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const figureLabel = style({ fontSize: 13, lineHeight: '18px', color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  fontSize: 20,
  lineHeight: '24px',
  fontWeight: 600,
  color: vars.color.text,
});

export const chart = style({ display: 'flex', flexDirection: 'column', gap: 4, flexShrink: 0 });
export const plot = style({ position: 'relative', height: CHART_HEIGHT });
export const svg = style({ display: 'block', width: '100%', height: CHART_HEIGHT, overflow: 'visible' });
export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });
export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 });
// Fixed colours (docs/ui.md), as on the engagement bar: green for a gain, the error red for a loss.
export const gain = style({ fill: '#16A34A' });
export const loss = style({ fill: vars.color.error });
const axisLabel = style({
  position: 'absolute',
  left: 0,
  fontSize: 12,
  lineHeight: `${LABEL_HEIGHT}px`,
  color: vars.color.textMuted,
});
// The highest count at the top of the line's band, the lowest at its foot.
export const highest = style([axisLabel, { top: 0 }]);
export const lowest = style([axisLabel, { top: LINE_HEIGHT - LABEL_HEIGHT }]);
export const axisDates = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: 12,
  lineHeight: `${LABEL_HEIGHT}px`,
  color: vars.color.textMuted,
});
export const legend = style({ fontSize: 13, lineHeight: '18px', color: vars.color.textMuted });

export const tableBox = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14, color: vars.color.text });
export const caption = style({ padding: '8px 0', fontSize: 13, textAlign: 'left', color: vars.color.textMuted });
export const headCell = style({
  position: 'sticky',
  top: 0,
  padding: '6px 4px',
  background: vars.color.surface,
  fontWeight: 600,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
});
export const cell = style({
  padding: '6px 4px',
  fontWeight: 400,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const body = style({ display: 'flex', flex: 1, flexDirection: 'column', justifyContent: 'center', gap: 12 });
export const loader = style({ display: 'flex', justifyContent: 'center', color: vars.color.primary });
export const muted = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted, textAlign: 'center' });
export const failure = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.error, textAlign: 'center' });
