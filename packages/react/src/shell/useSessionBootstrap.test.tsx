import { STORAGE_KEYS } from '@skatekit/core/rules';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { STORED_USER, settingsRoutes } from './testRoutes';
import { useSessionBootstrap } from './useSessionBootstrap';

function Bootstrap() {
  useSessionBootstrap();
  return null;
}

const staleLine = {
  product_id: 'p1',
  product_sku: 'SKU-p1',
  product_name: 'Old title',
  product_price: 900,
  product_saleprice: 800,
  quantity: 1,
};

describe('useSessionBootstrap', { timeout: 30_000 }, () => {
  it("removes a stored user the server reports as 'User not found'", async () => {
    const { storage, storefront } = renderSkate(<Bootstrap />, {
      stored: { [STORAGE_KEYS.user]: STORED_USER },
      routes: {
        ...settingsRoutes(),
        [`GET /registeruser/single/${STORED_USER.user_id}`]: {
          status: 404,
          body: { message: 'User not found' },
        },
      },
    });
    await waitFor(() => expect(storefront.session.getState().user).toBeNull());
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.user)).toBeNull());
  });

  it("refreshes a guest's cart lines from the catalogue and loads the settings", async () => {
    const { storefront, calls } = renderSkate(<Bootstrap />, {
      stored: { [STORAGE_KEYS.guestCart]: [staleLine] },
      routes: {
        ...settingsRoutes('getquote'),
        'GET /grouped-product/single/p1': { data: simpleProduct({ product_id: 'p1', title: 'New title' }) },
      },
    });
    await waitFor(() => expect(storefront.cart.getState().lines[0]?.product_name).toBe('New title'));
    expect(calls.some((c) => c.url === '/grouped-product/single/p1')).toBe(true);
    await waitFor(() => expect(storefront.settings.getState().defaultButton).toBe('getquote'));
  });
});
