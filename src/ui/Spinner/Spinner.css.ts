import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A wait must still look alive: swap the rotation for a slow fade, which is not vestibular.
    '(prefers-reduced-motion: reduce)': {
      animation: `${pulse} 2s ease-in-out infinite`,
    },
  },
});
