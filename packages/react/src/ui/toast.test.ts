import { TOAST_MS } from '../timings';

import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as { kind: string; text: string; options: { autoClose?: number } }[]);
vi.mock('react-toastify/unstyled', () => {
  const record = (kind: string) => (text: string, options: { autoClose?: number }) => {
    calls.push({ kind, text, options });
    return kind;
  };
  return {
    toast: {
      success: record('success'),
      warning: record('warning'),
      error: record('error'),
      info: record('info'),
    },
    cssTransition: () => () => null,
  };
});

const { notify } = await import('./toast');
const { toastsReady } = await import('../provider/toastSlot');

describe('notify', () => {
  it('holds notices until a notice area has mounted, then shows them in order', async () => {
    notify.success(TEXTS.ADDED_TO_CART);
    notify.error(TEXTS.FAILED_LOAD_PRODUCTS);
    // react-toastify arrives with the first notice.
    await vi.dynamicImportSettled();
    expect(calls).toEqual([]);
    toastsReady();
    expect(calls.map((c) => c.text)).toEqual(['Added to cart', 'Failed to load products']);
    calls.length = 0;
  });

  it('shows each kind of notice with the spec auto-close of 3 s', async () => {
    notify.success(TEXTS.ADDED_TO_CART);
    notify.warning(TEXTS.PRODUCT_ALREADY_IN_CART);
    notify.error(TEXTS.FAILED_LOAD_PRODUCTS);
    notify.info(TEXTS.LOADING);
    await vi.dynamicImportSettled();
    expect(TOAST_MS).toBe(3000);
    expect(calls).toEqual([
      { kind: 'success', text: 'Added to cart', options: { autoClose: TOAST_MS } },
      { kind: 'warning', text: 'Product already in cart', options: { autoClose: TOAST_MS } },
      { kind: 'error', text: 'Failed to load products', options: { autoClose: TOAST_MS } },
      { kind: 'info', text: TEXTS.LOADING, options: { autoClose: TOAST_MS } },
    ]);
  });
});
