import { vars } from '../theme/contract.css';

/** The brand's accent gradient as an SVG paint server, referenced as `url(#id)`. */
export function BrandGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        {/* style, not the stopColor attribute: presentation attributes do not resolve var(). */}
        <stop offset="0" style={{ stopColor: vars.color.accentFrom }} />
        <stop offset="1" style={{ stopColor: vars.color.accentTo }} />
      </linearGradient>
    </defs>
  );
}
