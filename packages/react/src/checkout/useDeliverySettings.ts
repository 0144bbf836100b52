import type { DeliveryBand, FreeDeliveryBand, Pincode } from '@skatekit/core';
import { type AsyncState, useAsync } from '../hooks/useAsync';
import { useStorefront } from '../provider/useStorefront';

/** What checkout needs to price delivery and check the shipping pincode. */
export interface DeliverySettings {
  pincodes: Pincode[];
  bands: DeliveryBand[];
  freeBands: FreeDeliveryBand[];
  office: { latitude?: number; longitude?: number } | null;
  advancePercent: number;
}

/**
 * The delivery settings, each call on its own: one failing call (logged only, as the spec wants
 * for display data) leaves the others usable.
 */
export function useDeliverySettings(): AsyncState<DeliverySettings> {
  const { api } = useStorefront();
  return useAsync(async () => {
    const [pincodes, bands, freeBands, office, advance] = await Promise.allSettled([
      api.delivery.pincodes(),
      api.delivery.priceBands(),
      api.delivery.freeBands(),
      api.delivery.office(),
      api.delivery.advance(),
    ]);
    const value = <T>(result: PromiseSettledResult<T>, fallback: T, what: string): T => {
      if (result.status === 'fulfilled') return result.value;
      console.warn(`[skatekit] ${what} failed`, result.reason);
      return fallback;
    };
    return {
      pincodes: value(pincodes, [], 'pincodes'),
      bands: value(bands, [], 'delivery bands'),
      freeBands: value(freeBands, [], 'free delivery bands'),
      office: value(office, null, 'office location'),
      advancePercent: value(advance, { delivery_percentage: 0 }, 'delivery advance').delivery_percentage,
    };
  }, [api]);
}
