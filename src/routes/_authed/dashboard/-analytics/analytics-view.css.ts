import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 28, padding: '20px 16px 40px' });
/** While the profile loads: a screen tall, so the footer is below the fold already and the analytics arriving do not push it (CLS). */
export const loading = style([page, { minHeight: '100svh' }]);
export const summary = style({ fontSize: 16, lineHeight: 1.45, color: vars.color.text });
/** The export upload card's wrapper, focused from 'Upload your Instagram data export': a ring only for keyboard users. */
export const exportCard = style({
  borderRadius: vars.radius.card,
  scrollMarginTop: 16,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 4 },
  },
});
