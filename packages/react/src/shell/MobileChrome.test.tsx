import { ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestLine } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { FloatingCartButton } from './FloatingCartButton';
import { MobileBottomNav } from './MobileBottomNav';
import { SiteFooter } from './SiteFooter';
import { settingsRoutes } from './testRoutes';

describe('MobileBottomNav, FloatingCartButton and SiteFooter', { timeout: 30_000 }, () => {
  it('the bottom nav has Home, Courses, Equipments, Admission and Account', () => {
    renderSkate(<MobileBottomNav currentPath="/my-account" />, { routes: settingsRoutes() });
    const nav = screen.getByRole('navigation', { name: TEXTS.MOBILE_NAVIGATION });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      [TEXTS.NAV_HOME, '/'],
      [TEXTS.NAV_COURSES, '/course'],
      [TEXTS.NAV_EQUIPMENTS, '/equipments'],
      [TEXTS.NAV_ADMISSION, '/admission-form'],
      [TEXTS.NAV_ACCOUNT, '/my-account'],
    ]);
    expect(within(nav).getByRole('link', { name: TEXTS.NAV_ACCOUNT })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('the floating cart button is hidden while the cart is empty', () => {
    renderSkate(<FloatingCartButton />, { routes: settingsRoutes() });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the floating cart button opens /cart and shows the count', () => {
    renderSkate(<FloatingCartButton />, {
      routes: settingsRoutes(),
      stored: { [STORAGE_KEYS.guestCart]: [guestLine('A'), guestLine('B'), guestLine('C')] },
    });
    const link = screen.getByRole('link', { name: new RegExp(`^${TEXTS.NAV_CART}, 3 items`) });
    expect(link).toHaveAttribute('href', ROUTES.cart);
    expect(link).toHaveTextContent('3');
  });

  it('the footer links the four policies and, by default, the merchant console for this store', () => {
    renderSkate(<SiteFooter />, { routes: settingsRoutes() });
    const policies = screen.getByRole('navigation', { name: TEXTS.POLICIES });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([ROUTES.privacyPolicy, ROUTES.refundPolicy, ROUTES.rules, ROUTES.shipping]);
    expect(screen.getByRole('link', { name: TEXTS.ADMIN_LOGIN })).toHaveAttribute(
      'href',
      'http://api.test/admin/?store=ACAD1',
    );
  });

  it('the Admin Login link can point elsewhere, or be hidden', () => {
    const { unmount } = renderSkate(<SiteFooter adminLoginUrl="https://admin.example.test" />, {
      routes: settingsRoutes(),
    });
    expect(screen.getByRole('link', { name: TEXTS.ADMIN_LOGIN })).toHaveAttribute(
      'href',
      'https://admin.example.test',
    );
    unmount();
    renderSkate(<SiteFooter adminLoginUrl={false} />, { routes: settingsRoutes() });
    expect(screen.queryByRole('link', { name: TEXTS.ADMIN_LOGIN })).toBeNull();
  });
});
