import { BrandGradient } from '../illustrations/BrandGradient';
import { useId, type ReactNode } from 'react';
import { BRANDS, type BrandId } from '../../../content/brands';

interface LogoProps {
  brand: BrandId;
  size?: number;
}

/** White mark per brand on a gradient tile: Reach an upward arrow, Orbit a ringed planet, Pulse a heartbeat. */
const MARKS: Record<BrandId, ReactNode> = {
  default: <path d="M11 28 L18 21 L23 25 L30 13 M24 13 H30 V19" />,
  x: (
    <>
      <circle cx="20" cy="20" r="6" fill="#FFFFFF" />
      <ellipse cx="20" cy="20" rx="13" ry="5" transform="rotate(-25 20 20)" />
    </>
  ),
  y: <path d="M7 21 H13 L16 13 L21 28 L25 18 L27 21 H33" />,
};

export function Logo({ brand, size = 40 }: LogoProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={`${BRANDS[brand].productName} logo`}>
      <BrandGradient id={gradientId} />
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {MARKS[brand]}
      </g>
    </svg>
  );
}
