import { style } from '@vanilla-extract/css';
import { LAYOUT_MAX_WIDTH_PX } from '../../../content/constants';
import { iconButton } from '../theme/icon-button.css';
import { vars } from '../theme/contract.css';

const HEADER_HEIGHT = 64;

export const header = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: 800,
  width: '100%',
  maxWidth: LAYOUT_MAX_WIDTH_PX,
  marginInline: 'auto',
  background: 'transparent',
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
});

export const solid = style({ background: vars.color.headerBg, boxShadow: '0 1px 0 rgba(26, 26, 46, 0.08)' });

export const bar = style({ display: 'flex', alignItems: 'center', gap: 12, height: HEADER_HEIGHT, paddingInline: 16 });

export const names = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const productName = style({ fontSize: 18, fontWeight: 700, lineHeight: 1.2, color: vars.color.text });

export const subtitle = style({ fontSize: 13, lineHeight: 1.3, color: vars.color.textMuted });

export const toggle = style([iconButton, { borderRadius: vars.radius.button }]);

export const panel = style({
  maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`,
  overflowY: 'auto',
  background: vars.color.headerBg,
});

/** Reserves the fixed header's height so the page content starts below it. */
export const spacer = style({ height: HEADER_HEIGHT, flexShrink: 0 });
