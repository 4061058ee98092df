import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13, lineHeight: 1.4 });

export const summary = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const meter = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 4, flex: 1 });

const bar = style({
  height: 4,
  borderRadius: 2,
  background: vars.color.border,
  transition: 'background-color 150ms ease',
});

// The fixed scale of docs/ui.md (red → green); the level's name says the same in words.
export const filledBar = styleVariants(
  { Weak: '#EF4444', Fair: '#F97316', Good: '#84CC16', Strong: '#16A34A' },
  (colour) => [bar, { background: colour }],
);

export const emptyBar = bar;

export const level = style({ minWidth: '3.5em', textAlign: 'end', fontWeight: 600, color: vars.color.text });

export const advice = style({ color: vars.color.textMuted });
