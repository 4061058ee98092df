import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { LAYOUT_MAX_WIDTH_PX } from '../../../content/constants';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box', margin: 0 });

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  // Literal fallback: the first paint may come before the brand theme chunk arrives.
  fontFamily: fallbackVar(vars.font.body, 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
  fontSize: 16,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('#root', {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: LAYOUT_MAX_WIDTH_PX,
  minHeight: '100dvh',
  marginInline: 'auto',
});

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 });

// One switch for every transition and animation in the kit; the spinner opts back in gently.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});

/** Visually hidden but still read by screen readers. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
