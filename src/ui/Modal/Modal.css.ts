import { keyframes, style } from '@vanilla-extract/css';
import { LAYOUT_MAX_WIDTH_PX } from '../../../content/constants';
import { iconButton } from '../theme/icon-button.css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgba(17, 17, 32, 0.55)',
  overflowY: 'auto',
  animation: `${fadeIn} 150ms ease-out`,
});

export const dialog = style({
  position: 'relative',
  width: '100%',
  maxWidth: LAYOUT_MAX_WIDTH_PX, // spec 9: modal 430 px (the layout width)
  maxHeight: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: '24px 20px 20px',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  animation: `${rise} 200ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const image = style({ display: 'flex', justifyContent: 'center' });

export const title = style({ fontSize: 24, lineHeight: 1.25, fontWeight: 600, textAlign: 'center' });

/**
 * Floats one line high on both sides of the title's first line: it stays centred and clear of the
 * close button, while a long title's next lines use the dialog's full width.
 */
const closeClearance = { width: 36, height: '1.25em' } as const;
export const closeClearanceLeft = style({ ...closeClearance, float: 'left' });
export const closeClearanceRight = style({ ...closeClearance, float: 'right' });

export const close = style([iconButton, { position: 'absolute', top: 8, right: 8, color: vars.color.textMuted }]);
