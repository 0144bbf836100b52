import { MARQUEE_INTERVAL_MS } from '../timings';

import { useEffect, useState } from 'react';
import { useMarquee } from '../hooks/useCatalogue';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

/**
 * The promo strip above the header: the marquee headings, one at a time, rotating every 3 s in a
 * loop. Rotation pauses while the strip is hovered or focused, so the text can be read. Hidden when
 * there is nothing to show (failures are only logged); an empty strip holds the place while loading.
 */
export function Marquee() {
  useSkateStyles(SHELL_SHEETS);
  const marquee = useMarquee();
  useLogOnError(marquee.status, marquee.error, 'marquee');
  const headings = (marquee.data ?? []).map((item) => item.heading).filter(Boolean);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = headings.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), MARQUEE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  // While the headings load, an empty strip of the same height holds their place, so the header and
  // the page below do not jump down when they arrive (layout shift).
  if (count === 0)
    return marquee.status === 'loading' ? (
      <div className="skate-marquee" aria-hidden="true">
        <p className="skate-marquee-text">{'\u00a0'}</p>
      </div>
    ) : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the rotation, it is not an action.
    <div
      className="skate-marquee"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="skate-marquee-text" data-testid="skate-marquee-text">
        {headings[index % count]}
      </p>
    </div>
  );
}
