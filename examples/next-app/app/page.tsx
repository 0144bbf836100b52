import { HomePage } from '@skatekit/react/home';
import { SkateHydrate } from '@skatekit/react/provider';
import { loadPage } from '../lib/skate';

/** Home: the catalogue sections are loaded on the server and are in its HTML. */
export default async function Home() {
  const state = await loadPage({
    catalogue: ['sliders', 'newArrivals', 'categories', 'offers', 'marquee'],
    settings: true,
  });
  return (
    <SkateHydrate state={state}>
      <HomePage />
    </SkateHydrate>
  );
}
