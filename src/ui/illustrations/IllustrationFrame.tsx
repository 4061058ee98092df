import { useId, type ReactNode } from 'react';
import { vars } from '../theme/contract.css';

const SIZE = 72;

/**
 * Common canvas of the dashboard illustrations: 72 px, decorative (the card title says it all),
 * a soft gradient disc behind a glyph painted with the brand gradient passed as `paint`.
 */
export function IllustrationFrame({ size = SIZE, children }: { size?: number; children: (paint: string) => ReactNode }) {
  const id = useId();
  const paint = `url(#${id})`;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          {/* style, not the stopColor attribute: presentation attributes do not resolve var(). */}
          <stop offset="0" style={{ stopColor: vars.color.accentFrom }} />
          <stop offset="1" style={{ stopColor: vars.color.accentTo }} />
        </linearGradient>
      </defs>
      <circle cx="36" cy="36" r="36" fill={paint} opacity="0.14" />
      {children(paint)}
    </svg>
  );
}
