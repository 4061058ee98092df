import { BrandGradient } from './BrandGradient';
import { useId, type ReactNode } from 'react';

const SIZE = 72;

/**
 * Common canvas of the dashboard illustrations: 72 px, decorative (the card title says it all),
 * a soft gradient disc behind a glyph painted with the brand gradient passed as `paint`.
 */
export function IllustrationFrame({
  size = SIZE,
  children,
}: {
  size?: number;
  children: (paint: string) => ReactNode;
}) {
  const id = useId();
  const paint = `url(#${id})`;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      <BrandGradient id={id} />
      <circle cx="36" cy="36" r="36" fill={paint} opacity="0.14" />
      {children(paint)}
    </svg>
  );
}
