import { storeName } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useSettings } from '../hooks/useStores';
import { Deferred } from '../ui/Deferred';
import { CategoriesStrip } from './CategoriesStrip';
import { Counters } from './Counters';
import { HeroSlider } from './HeroSlider';
import { NewArrivals } from './NewArrivals';
import { OffersStrip } from './OffersStrip';
import { PopularProducts } from './PopularProducts';
import { ProgramsGrid } from './ProgramsGrid';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';

/**
 * The home page body in the spec's order (the marquee strip belongs to the header). Each section
 * loads its own data and hides or reports its own failure; the sections after the hero mount when the
 * browser is idle or they near the viewport.
 */
export function HomePage() {
  useSkateStyles(HOME_SHEETS);
  const siteTitle = useSettings((state) => state.meta?.title);
  const loadSettings = useSettings((state) => state.loadSettings);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  return (
    <div className="skate-home">
      {/* The page's one <h1> (issue 26): the store's name, for screen readers and the outline; the
          slider and the sections below carry the visible headings. */}
      <h1 className="skate-visually-hidden">{storeName(siteTitle) || TEXTS.HOME_HEADING_FALLBACK}</h1>
      <HeroSlider />
      {/* Below the fold on a phone: mounted (and their calls made) once the first screen is drawn. */}
      <Deferred>
        <NewArrivals />
        <PopularProducts />
        <OffersStrip />
        <CategoriesStrip />
        <ProgramsGrid />
        <Counters />
      </Deferred>
    </div>
  );
}
