import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, paddingBlock: 24 });

export const prompt = style({ color: vars.color.textMuted });

/** One line under the button, kept in place so the form does not jump when an outcome shows. */
export const outcome = style({ minHeight: '1.5em', textAlign: 'center' });

export const error = style([outcome, { color: vars.color.error }]);
