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
 * loads its own data and hides or reports its own failure.
 */
export function HomePage() {
  useSkateStyles(HOME_SHEETS);
  return (
    <div className="skate-home">
      <HeroSlider />
      <NewArrivals />
      <PopularProducts />
      <OffersStrip />
      <CategoriesStrip />
      <ProgramsGrid />
      <Counters />
    </div>
  );
}
