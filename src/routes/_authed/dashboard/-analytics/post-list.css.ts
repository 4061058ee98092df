import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';
import { card } from './section.css';

export const post = style([card, { flexDirection: 'row', alignItems: 'center', gap: 16, padding: 12 }]);
export const image = style({ flexShrink: 0, borderRadius: 12, objectFit: 'cover', background: vars.color.border });
export const facts = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });
export const count = style({ fontSize: 16, fontWeight: 600, color: vars.color.text });
