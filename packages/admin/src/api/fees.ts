import {
  type FeeDeskPaymentBody,
  type FeeFineBody,
  FeeFineResponse,
  type FeePauseBody,
  FeePauseResponse,
  FeePausesResponse,
  FeeRowResponse,
  type FeesQuery,
  FeesResponse,
} from '@skatekit/console-contract';
import type { ApiRequest } from './shop';

const fee = (id: string) => `/fees/${encodeURIComponent(id)}`;
const pauses = (studentId: string) => `/academy/students/${encodeURIComponent(studentId)}/pauses`;

/** The Fees screen's console calls (issue 38; docs/admin-api.md): fee invoices, desk payments, fines, pauses. */
export function feesApi(request: ApiRequest) {
  return {
    fees: {
      list: (query: Partial<FeesQuery>) => request('GET', '/fees', FeesResponse, { query }),
      collect: (id: string, body: FeeDeskPaymentBody) =>
        request('POST', `${fee(id)}/payments`, FeeRowResponse, { body }),
      fine: (id: string, body: FeeFineBody) => request('POST', `${fee(id)}/fine`, FeeFineResponse, { body }),
      pauses: (studentId: string) => request('GET', pauses(studentId), FeePausesResponse),
      pause: (studentId: string, body: FeePauseBody) =>
        request('POST', pauses(studentId), FeePauseResponse, { body }),
      endPause: (studentId: string, pauseId: string) =>
        request('POST', `${pauses(studentId)}/${encodeURIComponent(pauseId)}/end`, FeePauseResponse),
    },
  };
}
