import type {
  DeliveryBandBody,
  DeliverySettingsBody,
  FreeDeliveryBandBody,
  PincodeBody,
  PincodesBulkBody,
  PincodesQuery,
} from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** A page of the store's pincodes, with the Active / Inactive counts. */
export function usePincodes(query: Partial<PincodesQuery>) {
  return useListQuery(keys.delivery.pincodes(query), (api) => api.delivery.pincodes(query));
}

/** The delivery bands and free-delivery bands, nearest first. */
export function useBands() {
  const api = useApi();
  return useQuery({ queryKey: keys.delivery.bands, queryFn: () => api.delivery.bands() });
}

/** The shipping point, advance, pay methods and GST. */
export function useDeliverySettings() {
  return useRecordQuery(keys.delivery.settings, (api) => api.delivery.settings());
}

/** Every delivery write (owner); each refreshes the delivery screens. */
export function useDeliveryMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.delivery.all });
  return {
    savePincode: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: z.input<typeof PincodeBody> }) =>
        id ? api.delivery.updatePincode(id, body) : api.delivery.createPincode(body),
      onSuccess,
    }),
    findPlace: useMutation({ mutationFn: (pincode: string) => api.delivery.findPlace(pincode) }),
    bulkPincodes: useMutation({
      mutationFn: (body: z.input<typeof PincodesBulkBody>) => api.delivery.bulkPincodes(body),
      onSuccess,
    }),
    saveBand: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: z.input<typeof DeliveryBandBody> }) =>
        id ? api.delivery.updateBand(id, body) : api.delivery.createBand(body),
      onSuccess,
    }),
    deleteBand: useMutation({ mutationFn: (id: string) => api.delivery.deleteBand(id), onSuccess }),
    saveFreeBand: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: z.input<typeof FreeDeliveryBandBody> }) =>
        id ? api.delivery.updateFreeBand(id, body) : api.delivery.createFreeBand(body),
      onSuccess,
    }),
    deleteFreeBand: useMutation({ mutationFn: (id: string) => api.delivery.deleteFreeBand(id), onSuccess }),
    saveSettings: useMutation({
      mutationFn: (body: z.input<typeof DeliverySettingsBody>) => api.delivery.updateSettings(body),
      onSuccess: (answer) => {
        queryClient.setQueryData(keys.delivery.settings, answer.data);
      },
    }),
  };
}
