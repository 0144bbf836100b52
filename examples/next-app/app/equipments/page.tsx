import { EquipmentsPage } from '@skatekit/react/catalogue';
import { SkateHydrate } from '@skatekit/react/provider';
import { loadPage } from '../../lib/skate';

/** The listing (/equipments). */
export default async function Equipments() {
  const state = await loadPage({ catalogue: ['categories'], settings: true });
  return (
    <SkateHydrate state={state}>
      <EquipmentsPage />
    </SkateHydrate>
  );
}
