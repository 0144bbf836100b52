import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from './internal/config';
import type { SkateConfigElement } from './skate-config';
import { addStorefront, API, guestLine, MERCHANT, product, setupStorefront } from './test/harness';
import { findIn, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags(() => {
  window.SkateKit!.config = undefined;
  vi.restoreAllMocks();
});

describe('config resolution', () => {
  it('takes each field from the element, then <skate-config>, then window.SkateKit.config', () => {
    window.SkateKit!.config = {
      apiBase: 'https://global.example',
      merchantCode: 'GLOBAL',
      baseUrl: '/global',
    };
    document.body.innerHTML = `
      <skate-config merchant-code="PAGE"></skate-config>
      <skate-cart id="own" merchant-code="OWN"></skate-cart>
      <skate-cart id="page"></skate-cart>`;
    const own = document.getElementById('own')!;
    const page = document.getElementById('page')!;
    expect(resolveConfig(own, { merchantCode: 'OWN' })).toEqual({
      merchantCode: 'OWN',
      apiBase: 'https://global.example',
      baseUrl: '/global',
    });
    expect(resolveConfig(page, {})).toEqual({
      merchantCode: 'PAGE',
      apiBase: 'https://global.example',
      baseUrl: '/global',
    });
    window.SkateKit!.config = undefined;
    expect(resolveConfig(page, {})).toBeNull();
  });

  it('renders nothing and says why until configured, then renders when <skate-config> arrives', async () => {
    setupStorefront();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = mount('<skate-cart-button></skate-cart-button>');
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0][0]).toContain('<skate-cart-button>: set merchant-code and api-base');
    expect(shadow(button).querySelector('a')).toBeNull();

    const config = document.createElement('skate-config') as SkateConfigElement;
    config.merchantCode = MERCHANT;
    config.apiBase = API;
    expect(config.getAttribute('merchant-code')).toBe(MERCHANT);
    document.body.prepend(config);

    await findIn(button, 'a');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('follows window.SkateKit.config assigned after the elements', async () => {
    setupStorefront();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const button = mount('<skate-cart-button></skate-cart-button>');
    window.SkateKit!.config = { apiBase: API, merchantCode: MERCHANT };
    await findIn(button, 'a');
  });

  it('renders a new storefront when merchant-code changes', async () => {
    const { storefront } = setupStorefront();
    const other = addStorefront('OTHER');
    const button = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`,
    );
    await findIn(button, 'a');
    button.setAttribute('merchant-code', 'OTHER');
    await other.cart.getState().addItem(guestLine(product('o')), { context: 'listing' });
    await vi.waitFor(() => expect(shadow(button).querySelector('[part~="badge"]')?.textContent).toBe('1'));
    expect(storefront.cart.getState().lines).toHaveLength(0);
  });
});
