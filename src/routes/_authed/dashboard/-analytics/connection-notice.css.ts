import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const notice = style({ display: 'flex', flexDirection: 'column', gap: 12 });
const line = style({ fontSize: 14, lineHeight: 1.45, overflowWrap: 'anywhere' });
export const failure = style([line, { color: vars.color.error }]);
export const done = style([line, { fontWeight: 600, color: vars.color.text }]);
export const waiting = style([line, { display: 'flex', alignItems: 'center', gap: 8, color: vars.color.text }]);
