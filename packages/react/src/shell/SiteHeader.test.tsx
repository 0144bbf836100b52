import { MARQUEE_INTERVAL_MS } from '../timings';
import { productRoute, ROUTES, STORAGE_KEYS, SUGGESTIONS_MAX, searchRoute } from '@skatekit/core/rules';
import { greeting, TEXTS } from '@skatekit/core/texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestLine, simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate, type StubRoutes } from '../test/harness';
import { SiteHeader } from './SiteHeader';
import { STORED_USER, settingsRoutes, signedInRoutes } from './testRoutes';

const skates = Array.from({ length: 10 }, (_, i) =>
  simpleProduct({ product_id: `s${i}`, title: `Skate Model ${i}` }),
);
const routes = (extra: StubRoutes = {}): StubRoutes => ({
  ...settingsRoutes(),
  [`GET /marquee/all/${MERCHANT}`]: {
    data: [{ heading: 'Summer camp open' }, { heading: 'Free helmet with quad skates' }],
  },
  [`GET /grouped-product/search-all-products/${MERCHANT}`]: {
    data: [...skates, simpleProduct({ product_id: 'h1', title: 'Helmet' })],
  },
  ...extra,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteHeader', { timeout: 30_000 }, () => {
  it('rotates the marquee texts every 3 s', async () => {
    vi.useFakeTimers();
    renderSkate(<SiteHeader />, { routes: routes() });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('skate-marquee-text')).toHaveTextContent('Summer camp open');
    await act(() => vi.advanceTimersByTimeAsync(MARQUEE_INTERVAL_MS - 1));
    expect(screen.getByTestId('skate-marquee-text')).toHaveTextContent('Summer camp open');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('skate-marquee-text')).toHaveTextContent('Free helmet with quad skates');
    await act(() => vi.advanceTimersByTimeAsync(MARQUEE_INTERVAL_MS));
    expect(screen.getByTestId('skate-marquee-text')).toHaveTextContent('Summer camp open');
  });

  it('issue 39: keeps the store name from the last visit when the API fails', async () => {
    const { container } = renderSkate(<SiteHeader />, {
      stored: { store_title: 'SkateKit Academy | Skates and lessons' },
      routes: { [`GET /meta/${MERCHANT}`]: { status: 500, body: {} } },
    });
    await waitFor(() =>
      expect(container.querySelector('.skate-brand-name')).toHaveTextContent('SkateKit Academy'),
    );
    expect(container.querySelector('.skate-brand-name')?.textContent).toBe('SkateKit Academy');
  });

  it('has the navigation items in order and marks the current one', () => {
    renderSkate(<SiteHeader currentPath="/course" />, { routes: routes() });
    const nav = screen.getByRole('navigation', { name: TEXTS.MAIN_NAVIGATION });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [TEXTS.NAV_HOME, ROUTES.home],
      [TEXTS.NAV_COURSES, ROUTES.course],
      [TEXTS.NAV_EQUIPMENTS, ROUTES.equipments],
      [TEXTS.NAV_ADMISSION, ROUTES.admissionForm],
      [TEXTS.NAV_CENTERS, ROUTES.centers],
      [TEXTS.NAV_ABOUT, ROUTES.about],
      [TEXTS.NAV_CONTACT, ROUTES.contact],
    ]);
    expect(within(nav).getByRole('link', { name: TEXTS.NAV_COURSES })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: TEXTS.NAV_HOME })).not.toHaveAttribute('aria-current');
  });

  it('shows Login/Register and the cart count to a guest', async () => {
    renderSkate(<SiteHeader />, {
      routes: routes(),
      stored: { [STORAGE_KEYS.guestCart]: [guestLine('A'), guestLine('B')] },
    });
    expect(screen.getByRole('link', { name: TEXTS.LOGIN_REGISTER })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: new RegExp(`^${TEXTS.NAV_CART}, 2 items`) })).toHaveAttribute(
      'href',
      ROUTES.cart,
    );
  });

  it('greets a signed-in user', async () => {
    renderSkate(<SiteHeader />, {
      routes: routes(signedInRoutes()),
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(screen.getByRole('link', { name: greeting(STORED_USER.full_name) })).toHaveAttribute(
      'href',
      ROUTES.myAccount,
    );
  });

  it(`suggests at most ${SUGGESTIONS_MAX} titles; arrows move, Enter opens the suggestion's product, Escape closes`, async () => {
    const ui = userEvent.setup({ delay: null });
    const { navigate } = renderSkate(<SiteHeader />, { routes: routes() });
    const [input] = screen.getAllByRole('combobox');
    await ui.click(input);
    await ui.type(input, 'skate');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(SUGGESTIONS_MAX);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await ui.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await ui.keyboard('{Enter}');
    // Issue 39: a suggestion opens its product directly, not a one-item results page.
    expect(navigate).toHaveBeenCalledWith(productRoute('Skate Model 1', 's1'));

    await ui.clear(input);
    await ui.type(input, 'helm');
    expect(await screen.findByRole('option', { name: 'Helmet' })).toBeInTheDocument();
    await ui.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('option', { name: 'Helmet' }) });
    expect(navigate).toHaveBeenLastCalledWith(productRoute('Helmet', 'h1'));
    await ui.clear(input);
    await ui.type(input, 'helm');
    await screen.findByRole('option', { name: 'Helmet' });
    await ui.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await ui.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith(searchRoute('helm'));
  });

  it('opens the mobile drawer with focus inside; Escape closes it and focus returns to the menu button', async () => {
    const ui = userEvent.setup({ delay: null });
    renderSkate(<SiteHeader />, { routes: routes() });
    const menu = screen.getByRole('button', { name: TEXTS.OPEN_MENU });
    await ui.click(menu);
    const drawer = screen.getByRole('dialog', { name: TEXTS.MENU });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: TEXTS.NAV_CENTERS })).toHaveAttribute(
      'href',
      ROUTES.centers,
    );
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(menu).toHaveFocus());
  });
});
