import type { PurchaseResult } from '@skatekit/core';
import { useCallback } from 'react';
import { useSkateNavigate } from '../provider/useStorefront';
import { notify } from '../ui/toast';

/**
 * Shows what a core purchase action answered: opens its route, or toasts its message (logging the
 * cause). The workflow itself (placing, paying, where to go) is core's.
 */
export function usePurchaseResult(): (result: PurchaseResult) => void {
  const navigate = useSkateNavigate();
  return useCallback(
    (result: PurchaseResult) => {
      if (result.ok) {
        if (result.route) navigate(result.route);
        return;
      }
      if (result.cause !== undefined) console.error(result.cause);
      notify.error(result.message);
    },
    [navigate],
  );
}
