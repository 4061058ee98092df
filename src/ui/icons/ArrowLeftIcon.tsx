import { iconProps } from './icon-props';

/** Left-pointing arrow for back controls. */
export function ArrowLeftIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...iconProps} width={size} height={size}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}
