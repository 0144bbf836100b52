import { SkateError } from '../../errors';
import { path, type Transport } from '../http';
import {
  type AddressBodyInput,
  type AddressDefaultKind,
  AddressesResponse,
  AddressMutationResponse,
  type SetDefaultBody,
} from '../schemas/addresses';

/** Saved addresses of a signed-in user. */
export function addressesApi(t: Transport) {
  /** A 2xx that says `success: false` is still a refusal. */
  const mutate = async (spec: Parameters<Transport['send']>[1]) => {
    const reply = await t.send(AddressMutationResponse, spec);
    if (!reply.data.success) {
      throw new SkateError('http', reply.data.message || 'Address change refused', { status: reply.status });
    }
    return reply.data.data;
  };
  return {
    /** GET /address/{user_id} (`user`). */
    list: async (userId: string) =>
      (await t.request(AddressesResponse, { method: 'GET', path: path`/address/${userId}` })).user,
    /** POST /address; answers the saved address when the server sends it. */
    create: (body: AddressBodyInput) => mutate({ method: 'POST', path: '/address', body }),
    /** PUT /address/{id}; answers the saved address when the server sends it. */
    update: (id: string, body: AddressBodyInput) =>
      mutate({ method: 'PUT', path: path`/address/${id}`, body }),
    /** DELETE /address/{id}. */
    remove: async (id: string) => {
      await mutate({ method: 'DELETE', path: path`/address/${id}` });
    },
    /** PATCH /address/reset-default/{shipping|billing}/{user_id}: clears the current default of that kind. */
    resetDefault: async (kind: AddressDefaultKind, userId: string) => {
      await mutate({ method: 'PATCH', path: path`/address/reset-default/${kind}/${userId}` });
    },
    /** PATCH /address/{id} with `{ defaultaddressS: true }` or `{ defaultaddressB: true }`. */
    setDefault: async (id: string, body: SetDefaultBody) => {
      await mutate({ method: 'PATCH', path: path`/address/${id}`, body });
    },
  };
}
