import { selectCartCount, selectIsSignedIn, selectUserName } from '@skatekit/core';
import { cartIconVisible, storeName, ROUTES } from '@skatekit/core/rules';
import { greeting, itemCount, textLabel, TEXTS } from '@skatekit/core/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useCart, useSession, useSettings } from '../hooks/useStores';
import { SkateLink } from '../provider/SkateLink';
import { CartIcon } from '../ui/icons';
import { SkateImage } from '../ui/SkateImage';
import { MenuIcon, SearchIcon, UserIcon } from './icons';
import { Marquee } from './Marquee';
import { MobileDrawer } from './MobileDrawer';
import { HEADER_NAV, isCurrentRoute } from './navigation';
import { SearchBox } from './SearchBox';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

export interface SiteHeaderProps {
  /** The current path, to mark the current navigation item (`aria-current="page"`). */
  currentPath?: string;
}

/** The cart link with its count; hidden when the site's default button is getquote. */
function CartLink() {
  const count = useCart(selectCartCount);
  const button = useSettings((state) => state.defaultButton);
  if (!cartIconVisible(button)) return null;
  return (
    <SkateLink to={ROUTES.cart} className="skate-header-cart" aria-label={cartLabel(count)}>
      <CartIcon />
      {count > 0 ? (
        <span className="skate-cart-badge" part="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </SkateLink>
  );
}

/** "Cart, 3 items" for screen readers (the badge itself is hidden from them). */
const cartLabel = (count: number) => `${TEXTS.NAV_CART}, ${itemCount(count)}`;

/** The greeting (to My Account) when signed in, otherwise Login/Register. */
function AccountLink() {
  const signedIn = useSession(selectIsSignedIn);
  const name = useSession(selectUserName);
  return signedIn ? (
    <SkateLink to={ROUTES.myAccount} className="skate-header-account">
      <UserIcon />
      <span>{greeting(name)}</span>
    </SkateLink>
  ) : (
    <SkateLink to={ROUTES.login} className="skate-header-account">
      <UserIcon />
      <span>{TEXTS.LOGIN_REGISTER}</span>
    </SkateLink>
  );
}

function NavLinks({ currentPath, onNavigate }: { currentPath?: string; onNavigate?: () => void }) {
  return (
    <ul className="skate-nav-list">
      {HEADER_NAV.map((item) => (
        <li key={item.to}>
          <SkateLink
            to={item.to}
            className="skate-nav-link"
            aria-current={isCurrentRoute(currentPath, item.to) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {textLabel(item.label)}
          </SkateLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header: the rotating marquee strip, the logo and tag line of the store profile, the search
 * box, the cart badge, the greeting or Login/Register, and the navigation (Home, Courses, Equipments,
 * Admission, Our Centers, About, Contact), which moves into a drawer on small screens.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  useSkateStyles(SHELL_SHEETS);
  const profile = useSettings((state) => state.storeProfile);
  const meta = useSettings((state) => state.meta);
  const storeTitle = useSettings((state) => state.storeTitle);
  const loadSettings = useSettings((state) => state.loadSettings);
  const settingsLoaded = useSettings((state) => state.loaded);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Phones: the search sits behind a button (the compact header); wider screens always show it.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = `${useId().replace(/:/g, '')}-search`;
  useEffect(() => {
    if (searchOpen) document.getElementById(searchId)?.querySelector('input')?.focus();
  }, [searchOpen, searchId]);

  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  // A route change (back button, a link elsewhere) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [currentPath]);

  const siteName = storeName(meta?.title || storeTitle) || TEXTS.NAV_HOME;
  return (
    <header className="skate-site-header">
      <Marquee />
      <div className="skate-header-bar skate-container">
        <button
          ref={menuButton}
          type="button"
          className="skate-icon-btn skate-menu-button"
          aria-label={TEXTS.OPEN_MENU}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <SkateLink to={ROUTES.home} className="skate-brand">
          {profile?.profilePic ? (
            // The mark beside the name: the name is the link's text, so the image adds nothing to read.
            <SkateImage
              path={profile.profilePic}
              alt=""
              className="skate-brand-logo"
              fallbackHeight={40}
              loading="eager"
            />
          ) : settingsLoaded ? null : (
            // The logo's place while the store profile loads, so the name does not move when it comes.
            <span className="skate-brand-logo" aria-hidden="true" />
          )}
          <span className="skate-brand-text">
            <span className="skate-brand-name">{siteName}</span>
            {profile?.tag_line ? (
              <span className="skate-brand-tagline">{profile.tag_line}</span>
            ) : settingsLoaded ? null : (
              <span className="skate-brand-tagline" aria-hidden="true">
                {'\u00a0'}
              </span>
            )}
          </span>
        </SkateLink>
        <SearchBox
          id={searchId}
          className={`skate-header-search${searchOpen ? ' skate-header-search--open' : ''}`}
        />
        <div className="skate-header-actions">
          <button
            type="button"
            className="skate-icon-btn skate-search-toggle"
            aria-label={TEXTS.OPEN_SEARCH}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </button>
          <CartLink />
          <AccountLink />
        </div>
      </div>
      <nav className="skate-header-nav" aria-label={TEXTS.MAIN_NAVIGATION}>
        <div className="skate-container">
          <NavLinks currentPath={currentPath} />
        </div>
      </nav>
      <MobileDrawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={TEXTS.MENU}
        returnFocusTo={menuButton}
      >
        {profile?.tag_line ? <p className="skate-drawer-tagline">{profile.tag_line}</p> : null}
        <nav aria-label={TEXTS.MAIN_NAVIGATION}>
          <NavLinks currentPath={currentPath} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <AccountLink />
      </MobileDrawer>
    </header>
  );
}
