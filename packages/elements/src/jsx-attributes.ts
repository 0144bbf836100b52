// Generated from custom-elements.json by build/editor-data.mjs (`pnpm --filter @skatekit/elements
// editor-data`); do not edit. Attribute types come from the tags' `@attr {type} name` JSDoc.

/** Every `<skate-*>` tag's attributes, as JSX (and Vue/Svelte template) props. */
export interface SkateJsxAttributes {
  'skate-account': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site (login, tracking). */
    'base-url'?: string;
    /** The tab to open first: `orders` (default), `address`, `help`, `admission` or `students`. */
    tab?: 'orders' | 'address' | 'help' | 'admission' | 'students';
  };
  'skate-admission': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site (login, course choice, checkout). */
    'base-url'?: string;
  };
  'skate-cart': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-cart-button': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site; the link opens `{base-url}/cart`. */
    'base-url'?: string;
    /** Base address of the separate enquiry host (same fallbacks). */
    'enquiry-base-url'?: string;
    /** Visible text beside the icon (none by default). */
    label?: string;
  };
  'skate-catalogue': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site; `/cart` opens `{base-url}/cart`. */
    'base-url'?: string;
    /** Base address of the merchant's enquiry host, if separate. */
    'enquiry-base-url'?: string;
    /** Only this category's products (cards show price ranges). */
    category?: string;
    /** Only products whose title contains this text (ignored with `category`). */
    search?: string;
    /** First sort: `recommended` (default), `newest`, `popular`, `price-desc`, `price-asc`. */
    sort?: 'recommended' | 'newest' | 'popular' | 'price-desc' | 'price-asc';
  };
  'skate-categories': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-checkout': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site (payment result and account routes). */
    'base-url'?: string;
    /** Deprecated and ignored: the checkout shows the merchant's configured rate, the one it is charged at. */
    'gst-rate'?: string;
  };
  'skate-config': {
    /** The merchant's store code. */
    'merchant-code'?: string;
    /** Base address of the commerce API. */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
    /** Base address of the merchant's enquiry host, if separate. */
    'enquiry-base-url'?: string;
    /** The merchant's texts as JSON, by key of core's `TEXTS` (`{"ADD_TO_CART":"Buy"}`); a child `<script type="application/json">` may hold them instead. Every tag shows them; unknown keys are named on the console. */
    texts?: string;
    /** A language pack to load first: `hi` (Hindi). Keys it leaves out stay English. */
    locale?: 'hi';
    /** Wrapper apps: more origins whose messages count as the app's. */
    'bridge-allowed-origins'?: string;
    /** Wrapper apps: install `window[name](json)` for apps that call a function. */
    'bridge-callback-name'?: string;
  };
  'skate-contact': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-enquiry': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Base address of the merchant's enquiry host, if separate. */
    'enquiry-base-url'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-fees': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site (login). */
    'base-url'?: string;
    /** A fee reminder's pay link token: shows and pays that link's fees without signing in. */
    token?: string;
  };
  'skate-hero': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-new-arrivals': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-offers': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-payment-result': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
    /** The order (shop) or admission payment id. */
    'order-id'?: string;
    /** `success` (default) or `failed`. */
    outcome?: 'success' | 'failed';
    /** `shop` (default) or `admission`. */
    kind?: 'shop' | 'admission';
  };
  'skate-popular-products': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-product': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
    /** The product to show (its `product_id`). */
    'product-id'?: string;
  };
  'skate-product-card': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
    /** The product to show (its `product_id`). */
    'product-id'?: string;
  };
  'skate-search': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
  };
  'skate-timetable': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site (login, the admission form). */
    'base-url'?: string;
    /** Only the batches of this course (its product id). */
    'course-id'?: string;
    /** The centre shown first (default: every centre). */
    centre?: string;
  };
  /** No attributes. */
  'skate-toasts': object;
  'skate-track': {
    /** The merchant's store code (else `<skate-config>` / `window.SkateKit.config`). */
    'merchant-code'?: string;
    /** Base address of the commerce API (same fallbacks). */
    'api-base'?: string;
    /** Where app routes live on this site. */
    'base-url'?: string;
    /** The order to track (its `order_id`). */
    'order-id'?: string;
  };
}
