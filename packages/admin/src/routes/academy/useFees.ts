import type { FeeDeskPaymentBody, FeeFineBody, FeePauseBody, FeesQuery } from '@skatekit/console-contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { useListQuery } from '../../api/queries';
import { useRefreshingMutation } from './useAcademy';

/** Query keys of the Fees screen: `fees` refreshes the list, its totals and the pauses. */
export const feeKeys = {
  all: ['fees'] as const,
  list: (query: object) => ['fees', 'list', query] as const,
  pauses: (studentId: string) => ['fees', 'pauses', studentId] as const,
};

export function useFees(query: Partial<FeesQuery>) {
  return useListQuery(feeKeys.list(query), (api) => api.fees.list(query));
}

export function usePauses(studentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: feeKeys.pauses(studentId),
    queryFn: async () => (await api.fees.pauses(studentId)).data,
  });
}

/**
 * A write of the Fees screen: the list, its totals and the pauses refresh after it, and after a refusal
 * too (a 409 means the fee changed: the row shows the new total).
 */
const useFeeMutation = <A, R>(write: (api: ReturnType<typeof useApi>, args: A) => Promise<R>) =>
  useRefreshingMutation(feeKeys.all, write, true);

export const useCollectFee = () =>
  useFeeMutation((api, { id, body }: { id: string; body: FeeDeskPaymentBody }) => api.fees.collect(id, body));

export const useFine = () =>
  useFeeMutation((api, { id, body }: { id: string; body: FeeFineBody }) => api.fees.fine(id, body));

export const usePause = () =>
  useFeeMutation((api, { studentId, body }: { studentId: string; body: FeePauseBody }) =>
    api.fees.pause(studentId, body),
  );

export const useEndPause = () =>
  useFeeMutation((api, { studentId, pauseId }: { studentId: string; pauseId: string }) =>
    api.fees.endPause(studentId, pauseId),
  );
