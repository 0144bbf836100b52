import { SWIPE_THRESHOLD_PX } from '../timings';

import { TEXTS } from '@skatekit/core/texts';
import { type PointerEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { PRODUCT_SHEETS } from '../styles/groups/product';

export interface GalleryProps {
  /** Image paths, first shown first (duplicates and empties are dropped). */
  images: readonly string[];
  /** Product title, for alt texts. */
  title: string;
}

/**
 * The product image carousel: a main image with previous/next arrows, a swipe of 50 px or more
 * (touch, or mouse/pen drag) and a row of thumbnails. Wraps around at both ends.
 */
export function Gallery({ images, title }: GalleryProps) {
  useSkateStyles(PRODUCT_SHEETS);
  const list = [...new Set(images.map((image) => image.trim()).filter(Boolean))];
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const key = list.join('|');

  // A different image set (another variation) starts from its first image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the list.
  useEffect(() => setIndex(0), [key]);

  const count = list.length;
  const go = (delta: number) => setIndex((i) => (count === 0 ? 0 : (i + delta + count) % count));
  const endSwipe = (x: number) => {
    if (start.current === null) return;
    const dx = x - start.current;
    start.current = null;
    if (dx <= -SWIPE_THRESHOLD_PX) go(1);
    else if (dx >= SWIPE_THRESHOLD_PX) go(-1);
  };
  // Touch goes through touch events, mouse and pen through pointer events, so one swipe never counts twice.
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') endSwipe(e.clientX);
  };
  const onTouchStart = (e: TouchEvent) => {
    start.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const touch = e.changedTouches[0];
    if (touch) endSwipe(touch.clientX);
  };

  const current = list[Math.min(index, Math.max(0, count - 1))];
  return (
    <section className="skate-gallery" aria-roledescription="carousel" aria-label={title}>
      <div
        className="skate-gallery-main"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="skate-gallery-main"
      >
        <SkateImage
          path={current}
          alt={count > 1 ? `${title} - image ${index + 1} of ${count}` : title}
          loading="eager"
          fetchPriority="high"
          width={600}
          height={600}
          // The whole width on a phone; about half the page beside the details from 900 px.
          sizes="(max-width: 899px) 100vw, 640px"
          draggable={false}
          fallbackHeight={360}
        />
        {count > 1 ? (
          <>
            <IconButton
              label={TEXTS.PREVIOUS_SLIDE}
              className="skate-gallery-arrow skate-gallery-arrow--prev"
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              label={TEXTS.NEXT_SLIDE}
              className="skate-gallery-arrow skate-gallery-arrow--next"
              onClick={() => go(1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="skate-gallery-thumbs">
          {list.map((image, i) => (
            <button
              key={image}
              type="button"
              className="skate-gallery-thumb"
              aria-current={i === index}
              aria-label={`${title} - image ${i + 1} of ${count}`}
              onClick={() => setIndex(i)}
            >
              <SkateImage path={image} alt="" fallbackHeight={60} sizes="72px" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
