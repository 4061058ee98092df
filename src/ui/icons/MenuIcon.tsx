import { iconProps } from './icon-props';

/** Three-line menu mark. */
export function MenuIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...iconProps} width={size} height={size}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
