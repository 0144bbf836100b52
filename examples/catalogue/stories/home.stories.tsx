import type { StoryDefault } from '@ladle/react';
import {
  CategoriesStrip,
  Counters,
  HeroSlider,
  HomePage,
  NewArrivals,
  OffersStrip,
  PopularProducts,
  ProgramsGrid,
} from '@skatekit/react/home';
import { apiStories, inShop } from './states';

export default { title: 'Home' } satisfies StoryDefault;

const page = apiStories(HomePage);
export const Page = page.Default;
export const PageLoading = page.Loading;
export const PageEmpty = page.Empty;
export const PageError = page.Error;
export const PageMobile = page.Mobile;
PageMobile.meta = { width: 375 };

const hero = apiStories(HeroSlider);
export const Hero = hero.Default;
export const HeroLoading = hero.Loading;
export const HeroError = hero.Error;
export const HeroMobile = hero.Mobile;
HeroMobile.meta = { width: 375 };

const arrivals = apiStories(NewArrivals);
export const NewArrivalsRow = arrivals.Default;
export const NewArrivalsLoading = arrivals.Loading;
export const NewArrivalsEmpty = arrivals.Empty;
export const NewArrivalsError = arrivals.Error;

const popular = apiStories(PopularProducts);
export const Popular = popular.Default;
export const PopularLoading = popular.Loading;
export const PopularEmpty = popular.Empty;
export const PopularMobile = popular.Mobile;
PopularMobile.meta = { width: 375 };

const offers = apiStories(OffersStrip);
export const Offers = offers.Default;
export const OffersEmpty = offers.Empty;
export const OffersError = offers.Error;

const categories = apiStories(CategoriesStrip);
export const Categories = categories.Default;
export const CategoriesLoading = categories.Loading;
export const CategoriesMobile = categories.Mobile;
CategoriesMobile.meta = { width: 375 };

const programs = apiStories(() => <ProgramsGrid limit={3} />);
export const Programs = programs.Default;
export const ProgramsLoading = programs.Loading;
export const ProgramsEmpty = programs.Empty;

export const CountersStrip = inShop(<Counters />);
export const CountersMobile = inShop(<Counters />);
CountersMobile.meta = { width: 375 };
