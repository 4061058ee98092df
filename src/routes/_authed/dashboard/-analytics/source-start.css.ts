import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const intro = style({ fontSize: 16, lineHeight: 1.45, color: vars.color.text });
/** A way to start and what it gives, kept together. */
export const choice = style({ display: 'flex', flexDirection: 'column', gap: 8 });
