import type { CSSProperties } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface SkeletonProps {
  /** Height in px (or any CSS length). */
  height?: number | string;
  /** Width in px (or any CSS length); full width by default. */
  width?: number | string;
  className?: string;
  /** Round corners as a circle (avatars, icons). */
  circle?: boolean;
}

/** A shimmering placeholder; hidden from assistive technology (the loading state is announced elsewhere). */
export function Skeleton({ height = 16, width, className, circle }: SkeletonProps) {
  useSkateStyles(UI_SHEETS);
  const style: CSSProperties = { height, width };
  if (circle) style.borderRadius = '50%';
  return (
    <span
      aria-hidden="true"
      data-testid="skate-skeleton"
      className={`skate-skeleton${className ? ` ${className}` : ''}`}
      style={style}
    />
  );
}
