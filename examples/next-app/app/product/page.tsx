import { SearchResultsPage } from '@skatekit/react/catalogue';
import { SkateHydrate } from '@skatekit/react/provider';
import { loadPage } from '../../lib/skate';

/** Search results (/product?search=...). */
export default async function Search({ searchParams }: { searchParams: Promise<{ search?: string }> }) {
  const { search = '' } = await searchParams;
  const state = await loadPage({ settings: true });
  return (
    <SkateHydrate state={state}>
      <SearchResultsPage search={search} />
    </SkateHydrate>
  );
}
