import { FeePlan, type FeePlanBody, FeeSettings, type FeeSettingsBody } from '@skatekit/console-contract';
import { z } from 'zod';
import type { ApiRequest } from './shop';

const planOf = (batchId: string) => `/fee-plans/${encodeURIComponent(batchId)}`;
const PlanResponse = z.object({ data: FeePlan });
const SettingsResponse = z.object({ data: FeeSettings });

/** A batch's fee plan and the store's fee settings (issue 38; docs/admin-api.md "Fees"). */
export function feePlansApi(request: ApiRequest) {
  return {
    feePlans: {
      get: (batchId: string) => request('GET', planOf(batchId), PlanResponse),
      set: (batchId: string, body: FeePlanBody) => request('PUT', planOf(batchId), PlanResponse, { body }),
    },
    feeSettings: {
      get: () => request('GET', '/fee-settings', SettingsResponse),
      set: (body: FeeSettingsBody) => request('PUT', '/fee-settings', SettingsResponse, { body }),
    },
  };
}
