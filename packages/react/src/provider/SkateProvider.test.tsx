import { forgetStorefronts, type Storefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { TEXTS } from '@skatekit/core/texts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MERCHANT, renderSkate } from '../test/harness';
import { CartPage } from '../cart/CartPage';
import type { SkateSheet } from '../styles/sheet';
import { skateCss } from '../styles';
import { Button } from '../ui/Button';
import { SkateToasts } from '../ui/SkateToasts';
import { notify } from '../ui/toast';
import { useCheckout } from '../hooks/useCheckout';
import { useCart } from '../hooks/useStores';
import { useSkateStyles } from './sheets';
import { SkateLink } from './SkateLink';
import { SkateProvider } from './SkateProvider';
import { useSkateNavigate, useStorefront } from './useStorefront';

function ShowMerchant() {
  return <p>{useStorefront().config.merchantCode}</p>;
}

const configFor = (merchantCode: string) => ({
  apiBase: 'http://api.test',
  merchantCode,
  storage: createMemoryStorage(),
  fetch: vi.fn() as unknown as typeof fetch,
});

const sheetNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.skate-root > style')].map((style) =>
    style.getAttribute('data-skate-sheet'),
  );

function Uses({ sheets }: { sheets: SkateSheet[] }) {
  useSkateStyles(sheets);
  return null;
}

// The storefront the last <Count> rendered with.
let lastSeen: Storefront | undefined;
function Count() {
  lastSeen = useStorefront();
  return <span>{useCart((cart) => cart.lines.length)}</span>;
}
function Coupon() {
  return <span>{useCheckout((checkout) => checkout.couponStatus)}</span>;
}

describe('SkateProvider', () => {
  it('throws a clear error when a hook is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowMerchant />)).toThrow('useStorefront must be used inside <SkateProvider>');
    spy.mockRestore();
  });

  it('provides one storefront, scopes the CSS under .skate-root and applies theme overrides', () => {
    const { container, storefront } = renderSkate(<ShowMerchant />);
    expect(screen.getByText(storefront.config.merchantCode)).toBeInTheDocument();
    const root = container.querySelector('.skate-root') as HTMLElement;
    expect(root).not.toBeNull();
    const style = root.querySelector('style');
    expect(style?.textContent).toContain('--skate-color-primary');
    // Every rule of every sheet is scoped: no selector starts outside .skate-root.
    const selectors =
      skateCss
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
        .match(/(^|\})\s*([^{}@]+)\{/g) ?? [];
    for (const selector of selectors) {
      const text = selector.replace(/^\}/, '').replace(/\{$/, '').trim();
      if (!text || /^(from|to|\d+%)/.test(text)) continue;
      for (const part of text.split(',')) expect(part.trim().startsWith('.skate-root')).toBe(true);
    }
  });

  it('creates the storefront from config and turns theme keys into --skate-* properties', () => {
    const { container } = render(
      <SkateProvider config={{ ...configFor('M1'), theme: { colorPrimary: '#000080' } }}>
        <ShowMerchant />
      </SkateProvider>,
    );
    expect(screen.getByText('M1')).toBeInTheDocument();
    const root = container.querySelector('.skate-root') as HTMLElement;
    expect(root.style.getPropertyValue('--skate-color-primary')).toBe('#000080');
  });

  it('leaves the checkout to the screens that read it', () => {
    const config = {
      apiBase: 'http://api.lazy.test',
      merchantCode: 'M2',
      storage: createMemoryStorage(),
      fetch: vi.fn() as unknown as typeof fetch,
    };
    const { rerender } = render(
      <SkateProvider config={config}>
        <Count />
      </SkateProvider>,
    );
    expect(lastSeen?.provides('checkout')).toBe(false);
    rerender(
      <SkateProvider config={config}>
        <Count />
        <Coupon />
      </SkateProvider>,
    );
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(lastSeen?.provides('checkout')).toBe(true);
    forgetStorefronts();
  });

  it('injects only the design tokens until components ask for their sheets', () => {
    const { container } = renderSkate(<p>no components</p>);
    expect(sheetNames(container)).toEqual(['tokens']);
  });

  it('adds each asked-for sheet once, in cascade order whatever mounted first', () => {
    const early: SkateSheet[] = [
      { id: 'first', rank: 3, css: '.skate-root .a { color: red; }' },
      { id: 'third', rank: 5, css: '.skate-root .c { color: blue; }' },
    ];
    const late: SkateSheet[] = [
      { id: 'third', rank: 5, css: '.skate-root .c { color: blue; }' },
      { id: 'second', rank: 4, css: '.skate-root .b { color: green; }' },
    ];
    const { container, rerender } = render(
      <SkateProvider config={configFor('M4')}>
        <Uses sheets={early} />
        <Uses sheets={early} />
      </SkateProvider>,
    );
    expect(sheetNames(container)).toEqual(['tokens', 'first', 'third']);
    rerender(
      <SkateProvider config={configFor('M4')}>
        <Uses sheets={early} />
        <Uses sheets={early} />
        <Uses sheets={late} />
      </SkateProvider>,
    );
    expect(sheetNames(container)).toEqual(['tokens', 'first', 'second', 'third']);
    expect(container.querySelector('style[data-skate-sheet="second"]')?.textContent).toBe(
      '.skate-root .b { color: green; }',
    );
  });

  it("adds a screen's sheets when it mounts: the cart page brings the primitives and the cart sheet", () => {
    const { container } = renderSkate(<CartPage />);
    const names = sheetNames(container);
    expect(names.slice(0, 2)).toEqual(['tokens', 'primitives']);
    expect(names).toContain('cart');
    expect(names).not.toContain('home');
  });

  it('puts the CSP nonce on the <style> it injects', () => {
    const { container } = render(
      <SkateProvider config={configFor('M3')} nonce="r4nd0m-N0nce">
        <ShowMerchant />
      </SkateProvider>,
    );
    const style = container.querySelector('.skate-root > style') as HTMLStyleElement;
    expect(style.nonce || style.getAttribute('nonce')).toBe('r4nd0m-N0nce');
  });

  it('puts the nonce on the component sheets it adds as components mount', () => {
    const { container } = render(
      <SkateProvider config={configFor('M5')} nonce="r4nd0m-N0nce">
        <Button>Buy</Button>
      </SkateProvider>,
    );
    const primitives = container.querySelector(
      '.skate-root > style[data-skate-sheet="primitives"]',
    ) as HTMLStyleElement;
    expect(primitives.textContent).toContain('.skate-root .skate-btn');
    expect(primitives.nonce || primitives.getAttribute('nonce')).toBe('r4nd0m-N0nce');
  });

  it('reports a missing merchant code and API base in the console and, in development, on the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = vi.fn() as unknown as typeof fetch;
    render(
      <SkateProvider
        config={{ apiBase: '', merchantCode: '', storage: createMemoryStorage(), fetch: fetchImpl }}
      >
        <p>shop</p>
      </SkateProvider>,
    );
    const expected =
      "SkateKit: apiBase (the address of the commerce API, e.g. https://api.example.com) and merchantCode (the merchant's store code, e.g. SKATE01) are missing in the SkateProvider config (or the element's api-base / merchant-code).";
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(error).toHaveBeenCalledWith(expected);
    error.mockRestore();
  });

  it('reports a merchant code the API does not know (404 from its meta call)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSkate(<p>shop</p>, {
      routes: {
        [`GET /meta/${MERCHANT}`]: { status: 404, body: { message: `Unknown merchant code: ${MERCHANT}` } },
      },
    });
    const expected = `SkateKit: the API at http://api.test does not know the merchant code "ACAD1" (GET /meta/ACAD1 answered 404). Check merchantCode, and that apiBase is the commerce API's address.`;
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(error).toHaveBeenCalledWith(expected);
    error.mockRestore();
    warn.mockRestore();
  });

  it('shows no configuration notice when the API knows the merchant', async () => {
    const { storefront } = renderSkate(<p>shop</p>);
    await storefront.start();
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows notices in its toast container', async () => {
    const { container } = renderSkate(<div />);
    act(() => {
      notify.success(TEXTS.ADDED_TO_CART);
    });
    expect(await screen.findByText(TEXTS.ADDED_TO_CART)).toBeInTheDocument();
    expect(container.querySelector('.skate-root > .Toastify')).not.toBeNull();
    expect(container.querySelector('.skate-root > style[data-skate-sheet="toast"]')).not.toBeNull();
  });

  it('leaves out its notice area and its <style> when the host supplies them', async () => {
    const { container } = render(
      <>
        <SkateProvider config={configFor('M2')} toasts={false} styles={false}>
          <ShowMerchant />
        </SkateProvider>
        <div className="skate-root" data-testid="page-toasts">
          <SkateToasts />
        </div>
      </>,
    );
    expect(screen.getByText('M2')).toBeInTheDocument();
    const provided = container.querySelector('.skate-root:not([data-testid])') as HTMLElement;
    expect(provided.querySelector('style')).toBeNull();
    expect(provided.querySelector('.Toastify')).toBeNull();
    act(() => {
      notify.warning(TEXTS.PRODUCT_ALREADY_IN_CART);
    });
    const notice = await screen.findByText(TEXTS.PRODUCT_ALREADY_IN_CART);
    expect(screen.getByTestId('page-toasts')).toContainElement(notice);
  });
});

function Go() {
  const navigate = useSkateNavigate();
  return (
    <button type="button" onClick={() => navigate('/cart')}>
      go
    </button>
  );
}

describe('SkateLink and useSkateNavigate', () => {
  it('renders a real link and routes plain left clicks through navigate', async () => {
    const { navigate } = renderSkate(
      <>
        <SkateLink to="/equipments">Equipments</SkateLink>
        <Go />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Equipments' });
    expect(link).toHaveAttribute('href', '/equipments');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/equipments');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(navigate).toHaveBeenCalledWith('/cart');
  });

  it('leaves modified clicks and external addresses to the browser', async () => {
    const { navigate } = renderSkate(
      <>
        <SkateLink to="/equipments">Equipments</SkateLink>
        <SkateLink to="https://example.com/offer">Offer</SkateLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Equipments' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    const external = screen.getByRole('link', { name: 'Offer' });
    external.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(external);
    expect(navigate).not.toHaveBeenCalled();
  });
});
