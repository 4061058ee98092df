import { BrandGradient } from '../illustrations/BrandGradient';
import { useId } from 'react';
import { BRANDS } from '../../../content/brands';
import type { BrandId } from '../../../domain/brands';
import { LOGO_CORNER_RADIUS, LOGO_MARKS, LOGO_VIEWBOX, MARK_STROKE_WIDTH, type LogoMark } from './logo-marks';

interface LogoProps {
  brand: BrandId;
  size?: number;
}

function Mark({ mark }: { mark: LogoMark }) {
  switch (mark.kind) {
    case 'polyline':
      return <polyline points={mark.points.map((point) => point.join(',')).join(' ')} />;
    case 'dot':
      return <circle cx={mark.cx} cy={mark.cy} r={mark.r} fill="#FFFFFF" />;
    case 'ellipse':
      return (
        <ellipse
          cx={mark.cx}
          cy={mark.cy}
          rx={mark.rx}
          ry={mark.ry}
          transform={`rotate(${mark.rotate} ${mark.cx} ${mark.cy})`}
        />
      );
  }
}

/** The brand's white mark (logo-marks.ts) on its gradient tile. */
export function Logo({ brand, size = 40 }: LogoProps) {
  const gradientId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}`}
      role="img"
      aria-label={`${BRANDS[brand].productName} logo`}
    >
      <BrandGradient id={gradientId} />
      <rect width={LOGO_VIEWBOX} height={LOGO_VIEWBOX} rx={LOGO_CORNER_RADIUS} fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#FFFFFF" strokeWidth={MARK_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round">
        {LOGO_MARKS[brand].map((mark, index) => (
          <Mark key={index} mark={mark} />
        ))}
      </g>
    </svg>
  );
}
