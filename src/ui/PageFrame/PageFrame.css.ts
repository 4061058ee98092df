import { style } from '@vanilla-extract/css';
import { BREAKPOINTS_PX } from '../../../content/constants';
import { iconButton } from '../theme/icon-button.css';
import { vars } from '../theme/contract.css';

const { small, medium, large } = BREAKPOINTS_PX;

/** #root keeps the column at 430 px at most; larger screens only get more breathing room around it. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  paddingInline: 16,
  '@media': {
    [`(min-width: ${small}px)`]: { paddingBlock: 16 },
    [`(min-width: ${medium}px)`]: { paddingBlock: 32 },
    [`(min-width: ${large}px)`]: { paddingBlock: 48 },
  },
});

export const topBar = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px', // equal side columns keep the title truly centred
  alignItems: 'center',
  gap: 8,
  minHeight: 60,
  paddingBlock: 12, // a two-line title keeps clear of the screen's top edge
});

const headline = { fontSize: 24, lineHeight: 1.2, fontWeight: 600, textAlign: 'center' } as const;

export const title = style({ ...headline, gridColumn: 2 });

/** A title too long for the top bar heads the body instead. */
export const bodyTitle = style({ ...headline, overflowWrap: 'break-word' });

export const backButtonClass = style([iconButton, { selectors: { '&:hover': { background: vars.color.surface } } }]);

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: 16, paddingBlock: 8 });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  paddingBlock: 24,
  fontSize: 13,
  color: vars.color.textMuted,
});

export const footerLinks = style({ display: 'flex', gap: 16 });

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
