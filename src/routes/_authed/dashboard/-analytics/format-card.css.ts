import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const headline = style({ fontSize: 16, lineHeight: 1.4, fontWeight: 600, color: vars.color.text });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14, color: vars.color.text });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px 4px',
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, {
  fontSize: 12,
  fontWeight: 600,
  color: vars.color.textMuted,
  verticalAlign: 'bottom',
});
