import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../ui/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: '16px 16px 32px' });

export const loader = style({ display: 'flex', justifyContent: 'center', padding: 48, color: vars.color.primary });

export const notice = style([
  body,
  { alignItems: 'center', paddingTop: 48, textAlign: 'center', color: vars.color.textMuted },
]);

export const list = style([body, { listStyle: 'none', margin: 0 }]);

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** Width and height come from the img attributes (no layout shift); the box scales them. */
export const image = style({ display: 'block', width: '100%', height: 'auto' });

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: 6, padding: 16 });

export const cardTitle = style({ fontSize: 18, lineHeight: 1.3, fontWeight: 600 });

/** The title link covers the whole card, so the image is a tap target too. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.primary}`,
      outlineOffset: -3,
      borderRadius: vars.radius.card,
    },
  },
});

export const excerpt = style({
  fontSize: 14,
  lineHeight: 1.45,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const postImage = style([image, { borderRadius: vars.radius.card }]);

export const postTitle = style({ fontSize: 24, lineHeight: '28px', fontWeight: 600 });

export const paragraph = style({ fontSize: 16, lineHeight: 1.6 });
