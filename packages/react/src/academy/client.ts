import type { Storefront } from '@skatekit/core';
import type { AcademyApi } from '@skatekit/core/academy';

const clients = new WeakMap<Storefront, Promise<AcademyApi>>();

/**
 * The storefront's academy client (students, batches, enrolments...), built on first use from
 * `@skatekit/core/academy`, which is its own chunk: a shop page that never asks carries none of it.
 * It signs its calls with the storefront's session, like the storefront's own client.
 */
export function academyOf(storefront: Storefront): Promise<AcademyApi> {
  let client = clients.get(storefront);
  if (!client) {
    const { config, session } = storefront;
    client = import('@skatekit/core/academy').then(({ createAcademyClient }) =>
      createAcademyClient({
        baseUrl: config.apiBase,
        merchantCode: config.merchantCode,
        fetch: config.fetch,
        getToken: () => session.getState().getToken(),
        onUnauthorised: () => void session.getState().refreshTokens(),
      }),
    );
    clients.set(storefront, client);
    // A failed download is tried again by the next call.
    client.catch(() => clients.delete(storefront));
  }
  return client;
}

/** The timetable's route on the host site (the page showing `<Timetable>`). */
export const TIMETABLE_ROUTE = '/timetable';

/** The admission form's student choice for a child not added yet. */
export const NEW_STUDENT = 'new';
