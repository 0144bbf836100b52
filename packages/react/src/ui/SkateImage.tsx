import { imageSrcSet } from '@skatekit/core/rules';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { useImageUrl } from '../hooks/useImageUrl';
import { Skeleton } from './Skeleton';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface SkateImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Image path as records carry it (relative to the API host, or a full address). */
  path: string | null | undefined;
  /** Required: product images always describe the product. Pass '' only for decorative images. */
  alt: string;
  /** Height of the placeholder shown when there is no image or it fails to load. */
  fallbackHeight?: number;
  /** Use the path as given (category icons are full addresses). */
  absolute?: boolean;
}

/**
 * An image that turns into a skeleton placeholder when the path is empty or the file fails to load.
 * An image uploaded in the console (`/media/.../800.webp`) gets a `srcset` of every stored width, so
 * with the caller's `sizes` (how wide it is drawn) a phone downloads the small file; seeded images and
 * other addresses are one file.
 */
export function SkateImage({
  path,
  alt,
  fallbackHeight = 120,
  absolute,
  loading = 'lazy',
  ...rest
}: SkateImageProps) {
  useSkateStyles(UI_SHEETS);
  const resolve = useImageUrl();
  const src = absolute ? path?.trim() || undefined : resolve(path);
  const [broken, setBroken] = useState(false);
  // A new image deserves a new attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on src change only.
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return <Skeleton height={fallbackHeight} />;
  const srcSet = imageSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? rest.sizes : undefined}
      alt={alt}
      loading={loading}
      onError={() => setBroken(true)}
    />
  );
}
