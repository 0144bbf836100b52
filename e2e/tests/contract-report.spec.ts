import { expect, test } from '@playwright/test';
import { API_BASE } from '../support/env';

// Run by playwright.contract.config.ts after the shop journeys went through Prism's validating proxy:
// what Prism found (requests or answers that break docs/openapi.json, statuses it does not list) and
// any 5xx, as scripts/contract-gateway.mjs kept them.
test('the journeys’ API traffic kept to the OpenAPI document (Prism found nothing)', async ({ request }) => {
  const answer = await request.get(`${API_BASE}/__contract/violations`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual([]);
});
