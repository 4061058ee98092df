import { iconProps } from './icon-props';

/** Cross for close controls. */
export function CloseIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...iconProps} width={size} height={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
