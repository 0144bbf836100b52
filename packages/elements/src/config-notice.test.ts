import { describe, expect, it, vi } from 'vitest';
import { API, MERCHANT, setupStorefront } from './test/harness';
import { mount, shadow, withDefinedTags } from './test/page';

withDefinedTags(() => {
  vi.restoreAllMocks();
});

const notice = (host: Element) =>
  shadow(host).querySelector<HTMLElement>('[role="alert"][data-skate-config-problem]');

// Tests run in development (NODE_ENV is not "production"), where the notice shows on the page.
describe('configuration problems of an element, in development', () => {
  it('shows which setting is missing inside the element', async () => {
    setupStorefront();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = mount(`<skate-cart-button api-base="${API}"></skate-cart-button>`);
    await vi.waitFor(
      () =>
        expect(notice(cart)?.textContent).toBe(
          "SkateKit: merchantCode (the merchant's store code, e.g. SKATE01) is missing in the SkateProvider config (or the element's api-base / merchant-code).",
        ),
      { timeout: 10_000 },
    );
  });

  it('shows and logs a merchant code the API does not know', async () => {
    setupStorefront({ [`GET /meta/${MERCHANT}`]: undefined });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const expected = `SkateKit: the API at http://api.test does not know the merchant code "ACAD1" (GET /meta/ACAD1 answered 404). Check merchantCode, and that apiBase is the commerce API's address.`;
    // A tag that reads the site settings (they carry the answer); a lone cart button reads none.
    const tag = `<skate-categories merchant-code="${MERCHANT}" api-base="${API}"></skate-categories>`;
    const first = mount(`${tag}${tag}`);
    const second = first.nextElementSibling as HTMLElement;
    await vi.waitFor(() => expect(notice(first)?.textContent).toBe(expected), { timeout: 10_000 });
    await vi.waitFor(() => expect(notice(second)?.textContent).toBe(expected), { timeout: 10_000 });
    // Once in the console for the page, not once per element.
    expect(error.mock.calls.filter(([message]) => message === expected)).toHaveLength(1);
  });

  it('shows nothing when the element is configured and the API knows the merchant', async () => {
    const { storefront } = setupStorefront();
    const cart = mount(
      `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`,
    );
    await storefront.start();
    await vi.waitFor(() => expect(shadow(cart).querySelector('a')).not.toBeNull(), { timeout: 10_000 });
    expect(notice(cart)).toBeNull();
  });
});
