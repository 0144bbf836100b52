import type { FeePlanBody, FeeSettingsBody } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context';

/** Query keys of a batch's fee plan and the store's fee settings. */
export const feePlanKeys = {
  plan: (batchId: string) => ['fee-plans', batchId] as const,
  settings: ['fee-settings'] as const,
};

export function useFeePlan(batchId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: feePlanKeys.plan(batchId),
    queryFn: async () => (await api.feePlans.get(batchId)).data,
    enabled,
  });
}

export function useSaveFeePlan(batchId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeePlanBody) => api.feePlans.set(batchId, body),
    onSuccess: (answer) => queryClient.setQueryData(feePlanKeys.plan(batchId), answer.data),
  });
}

export function useFeeSettings(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: feePlanKeys.settings,
    queryFn: async () => (await api.feeSettings.get()).data,
    enabled,
  });
}

export function useSaveFeeSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeSettingsBody) => api.feeSettings.set(body),
    onSuccess: (answer) => queryClient.setQueryData(feePlanKeys.settings, answer.data),
  });
}
