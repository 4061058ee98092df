import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const text = style({ fontSize: 16, lineHeight: 1.45, color: vars.color.text });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: 8 });
