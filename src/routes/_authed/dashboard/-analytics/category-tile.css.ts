import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme/contract.css';
import { card } from './section.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const tile = style([card, { gap: 8, padding: 16, minHeight: 96 }]);
export const label = style({ fontSize: 14, fontWeight: 500, color: vars.color.textMuted });
export const total = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600, color: vars.color.text });
export const unlock = style({ fontSize: 13, lineHeight: 1.45, color: vars.color.textMuted });

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const clock = style({ width: 28, height: 28, color: vars.color.primary });
export const hand = style({
  transformOrigin: '12px 12px',
  animation: `${turn} 2s linear infinite`,
  '@media': {
    // Still visibly waiting, but a fade instead of motion.
    '(prefers-reduced-motion: reduce)': {
      animation: `${pulse} 2s ease-in-out infinite`,
    },
  },
});
export const slowHand = style([hand, { animationDuration: '24s' }]);
/** A counted audience tile opens its list: the whole tile is the link, and keeps the tile's look. */
export const tileLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  flex: 1,
  margin: -16,
  padding: 16,
  borderRadius: vars.radius.card,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 0 } },
});
