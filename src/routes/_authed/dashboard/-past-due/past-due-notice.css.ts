import { style } from '@vanilla-extract/css';
import { card as uiCard } from '../../../../ui/Card/Card.css';
import { vars } from '../../../../ui/theme/contract.css';

/** The shared Card, edged in the error colour: a payment needs the subscriber. */
export const notice = style([uiCard, { gap: 10, borderLeft: `4px solid ${vars.color.error}` }]);
export const title = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600 });
export const text = style({ fontSize: 14, lineHeight: 1.45, color: vars.color.textMuted });
export const error = style({ color: vars.color.error, fontSize: 14 });
