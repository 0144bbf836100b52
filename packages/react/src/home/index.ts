// @skatekit/react/home: the home page and its sections. Swiper is imported here only (HeroSlider).
export { HomePage } from './HomePage';
export { HeroSlider } from './HeroSlider';
export { NewArrivals } from './NewArrivals';
export { PopularProducts } from './PopularProducts';
export { OffersStrip } from './OffersStrip';
export { CategoriesStrip } from './CategoriesStrip';
export { ProgramsGrid, type ProgramsGridProps } from './ProgramsGrid';
export { Counters } from './Counters';
