import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import { serverMessage } from '../api/http';
import type { Address } from '../api/schemas/addresses';
import { type CartItem, CheckoutData } from '../api/schemas/records';
import { validateCouponCode } from '../pricing/coupon';
import { initialPayMethod, offeredPayMethods } from '../checkout/payMethods';
import { payMode } from '../checkout/payMode';
import { type PayMethod, STORAGE_KEYS } from '../constants';
import { type LineSourceProduct, lineRecords } from '../engine/lineView';
import { priceItems, type QuoteCustomer, quoteCustomerOf } from '../engine/items';
import type { Quote, QuoteCoupon, QuoteWorld } from '../engine/quote';
import { NO_TERMS, quoteShippingOf, type StoreTerms } from '../engine/world';
import { isSkateError } from '../errors';
import { toText } from '../format/coerce';
import { readJson, writeJson } from '../platform/json-storage';
import type { StorageAdapter } from '../platform/storage';
import { startAsServer } from './first-state';
import { TEXTS } from '../texts';
import { createPurchaseEvents, type PurchaseEvents } from './purchase-events';
import type { StoreStatus } from './status';

/** The api call the checkout store makes itself. */
export interface CheckoutApi {
  coupons: Pick<ApiClient['coupons'], 'check'>;
}

/** Where the checkout reads what its quote depends on; each may be left out (then: nothing of it). */
export interface CheckoutSources {
  /** The cart, whose lines are quoted on the cart page. */
  cart?: Pick<StoreApi<{ lines: CartItem[] }>, 'getState' | 'subscribe'>;
  /** A product record by id: the catalogue cache (`storefront.catalogue.product`). */
  product?: (id: string) => Promise<LineSourceProduct>;
  /** The store's terms (pincodes, bands, office, advance, GST rate, pay buttons), read once. */
  terms?: () => Promise<StoreTerms>;
  /**
   * Listens to a product's record where `product` reads it (the catalogue cache): a newer record
   * read by any page part is priced in at once. Answers the unsubscribe.
   */
  watchProduct?: (id: string, listener: (record: LineSourceProduct) => void) => () => void;
  /** Marks the products' records stale where `product` reads them, so the next read asks the server. */
  invalidate?: (ids: readonly string[]) => void;
  /** Listens to the page coming back into view (window focus); answers the unsubscribe. */
  onFocus?: (listener: () => void) => () => void;
}

/** An applied coupon: the code as typed and the offer the server answered for it. */
export interface AppliedCoupon extends QuoteCoupon {
  code: string;
  /** The signed-in shopper's standing for it, as the coupon check answered (null: a guest). */
  customer?: QuoteCustomer | null;
}

/** Result of `applyCoupon`: the message is what the UI shows either way. */
export type CouponResult =
  | { ok: true; coupon: AppliedCoupon; message: string }
  | {
      ok: false;
      message: string;
      reason?: 'coupon-invalid' | 'coupon-min-order' | 'coupon-first-order-only' | 'coupon-already-used';
    };

/** What the shopper chose at checkout (the coupon is `coupon`). */
export interface CheckoutChoices {
  billing: Address | null;
  shipping: Address | null;
  /** null: the store's first offered method (its pay mode's, else Pay now). */
  payMethod: PayMethod | null;
  /** GST number, optional and not validated (spec). */
  gstNo: string;
  /** The mobile the payment provider pre-fills ('' : the account's). */
  mobile: string;
}

/**
 * What is quoted: `cart` the cart's lines as they change (the cart page, no shipping), `purchase` the
 * stored checkout data (the checkout, the admission checkout, a Buy Now) with the shopper's choices.
 */
export type QuoteSubject = 'cart' | 'purchase';

/** State and actions of the checkout: what is being bought, the shopper's choices and their quote. */
export interface CheckoutState {
  /** The checkout data (`checkout_data`), or null when nothing is being bought. */
  data: CheckoutData | null;
  /** The coupon applied on the cart page; checkout data built afterwards carries it. */
  coupon: AppliedCoupon | null;
  /** The course buy-now flag (`course_buy_now`): Buy Now on a course page, heading for the admission form. */
  courseBuyNow: boolean;
  couponStatus: StoreStatus;
  choices: CheckoutChoices;
  /** What the quote is of (see {@link QuoteSubject}). */
  subject: QuoteSubject;
  /**
   * The engine's quote (`quoteCart`) of the subject, priced from the catalogue's records (a line whose
   * product the catalogue cannot answer is priced as the line says); null until it is known. Kept up
   * to date while a page watches it (`watchQuote`).
   */
  quote: Quote | null;
  /** 'loading' while product records, the coupon or the store's terms are still on their way. */
  quoteStatus: StoreStatus;
  /** Stores checkout data of the cart's lines (with the applied coupon). */
  setFromCart(lines: readonly CartItem[]): CheckoutData;
  /** Stores checkout data of the one Buy Now line; `course` also sets the course buy-now flag. */
  setBuyNow(line: CartItem, options?: { course?: boolean }): CheckoutData;
  /** Checks a code with the server and applies it; the engine refuses one below its minimum order. */
  applyCoupon(code: string): Promise<CouponResult>;
  /** Drops the applied coupon. */
  removeCoupon(): void;
  /** Records choices (addresses, pay method, GST number, mobile); the quote follows. */
  choose(choices: Partial<CheckoutChoices>): void;
  /**
   * Keeps `quote` up to date for `subject` (with the store's terms when `terms`: delivery, GST, pay
   * methods) until the answered function is called.
   */
  watchQuote(subject: QuoteSubject, options?: { terms?: boolean }): () => void;
  /**
   * The quote of `subject` once every record it needs has been read (placing an order waits for it);
   * null when the store's terms could not be read.
   */
  refreshQuote(subject?: QuoteSubject, options?: { terms?: boolean }): Promise<Quote | null>;
  /**
   * Reads again everything the quote is priced from (the products, the store's terms, the stored
   * coupon), so a price, band or coupon changed since the page opened reaches the page; answers the
   * new quote. Done on window focus while a page watches the quote, and after a refused order.
   */
  rereadRecords(): Promise<Quote | null>;
  /** Forgets the checkout data, the coupon and the course flag (after payment, or on leaving checkout). */
  clear(): void;
}

const StoredCheckout = z.nullable(CheckoutData);

const readData = (storage: StorageAdapter) =>
  readJson(storage, STORAGE_KEYS.checkoutData, StoredCheckout, null);

const readCourseFlag = (storage: StorageAdapter) => {
  try {
    const value = storage.getItem(STORAGE_KEYS.courseBuyNow);
    return value === 'true' || value === '1';
  } catch {
    return false;
  }
};

const writeQuietly = (write: () => void) => {
  try {
    write();
  } catch {
    // Storage refusing a write keeps the value in memory for this tab.
  }
};

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  toText(a).toUpperCase() === toText(b).toUpperCase();

const notFound = (error: unknown) => isSkateError(error) && error.code === 'not-found';

/**
 * The spec's checkout data for lines: the engine's totals of the lines as they carry their prices
 * (what the cart showed), and the coupon the engine applied. Display hints: the server re-prices.
 */
function checkoutDataOf(
  lines: readonly CartItem[],
  coupon: AppliedCoupon | null,
  course: boolean,
): CheckoutData {
  const quote = priceItems(lines, { products: lineRecords(lines), couponCode: coupon?.code ?? '', coupon });
  return {
    products: [...lines],
    totalBeforeDiscount: quote.itemsRegularTotal,
    totalAfterDiscount: quote.itemsTotal,
    coupon: quote.couponCode,
    discountAmount: quote.discount,
    isCouponApplied: quote.couponCode !== '',
    course,
  };
}

/** The checkout store with its events: `events` announces `order-placed` and `payment-succeeded`. */
export type CheckoutStore = StoreApi<CheckoutState> & {
  events: PurchaseEvents & { emit: ReturnType<typeof createPurchaseEvents>['emit'] };
};

/**
 * The one checkout state: what is being bought (the cart's lines, or the stored checkout data of a
 * cart checkout or a Buy Now, kept in storage so a reload or the login detour does not lose it), the
 * shopper's choices, and the engine's quote of them. The quote reads product records through
 * `sources.product` (the catalogue cache), so the cart's refresh and the quote share one request.
 */
export function createCheckoutStore({
  storage,
  api,
  sources = {},
}: {
  storage: StorageAdapter;
  api: CheckoutApi;
  sources?: CheckoutSources;
}): CheckoutStore {
  // What the quote has read: product records by id (null: the catalogue has no such product; absent
  // from the map: not read yet or failed, priced as the line says), the store's terms, stored coupons.
  const records = new Map<string, LineSourceProduct | null>();
  const reading = new Map<string, Promise<void>>();
  let terms: StoreTerms | null = null;
  let termsRead: Promise<void> | undefined;
  let couponRead: Promise<void> | undefined;
  let wantTerms = 0;
  let watchers = 0;
  // The delivery, tax and payment half of the engine, loaded with the first quote (a page that only
  // stores a Buy Now never needs it).
  let engine: typeof import('../engine/quote') | undefined;
  let engineRead: Promise<void> | undefined;

  const store = createStore<CheckoutState>()((set, get) => {
    const save = (data: CheckoutData | null) => {
      writeQuietly(() => writeJson(storage, STORAGE_KEYS.checkoutData, data));
      set({ data });
    };
    const setCourseFlag = (courseBuyNow: boolean) => {
      writeQuietly(() =>
        courseBuyNow
          ? storage.setItem(STORAGE_KEYS.courseBuyNow, 'true')
          : storage.removeItem(STORAGE_KEYS.courseBuyNow),
      );
      set({ courseBuyNow });
    };
    const rebuild = (coupon: AppliedCoupon | null) => {
      const data = get().data;
      if (data) save(checkoutDataOf(data.products, coupon, data.course));
    };

    return {
      data: readData(storage),
      coupon: null,
      courseBuyNow: readCourseFlag(storage),
      couponStatus: 'idle',
      choices: { billing: null, shipping: null, payMethod: null, gstNo: '', mobile: '' },
      subject: 'purchase',
      quote: null,
      quoteStatus: 'idle',

      setFromCart(lines) {
        const data = checkoutDataOf(
          lines,
          get().coupon,
          lines.some((line) => line.course),
        );
        save(data);
        setCourseFlag(false);
        requote();
        return data;
      },

      setBuyNow(line, { course = false } = {}) {
        // A Buy Now is its own purchase: a coupon applied to the cart does not carry over.
        const data = checkoutDataOf([line], null, course || line.course);
        set({ coupon: null });
        save(data);
        setCourseFlag(course);
        requote();
        return data;
      },

      async applyCoupon(code) {
        const checked = validateCouponCode(code);
        if (!checked.ok) return { ok: false, message: checked.message };
        set({ couponStatus: 'loading' });
        try {
          const reply = await api.coupons.check(checked.value);
          if (!reply.couponData) {
            set({ couponStatus: 'idle' });
            return { ok: false, message: reply.message || TEXTS.INVALID_COUPON, reason: 'coupon-invalid' };
          }
          const coupon: AppliedCoupon = {
            code: checked.value,
            ...reply.couponData,
            customer: quoteCustomerOf(reply.customer),
          };
          // The engine decides whether the coupon is this shopper's to use (first order only, once per
          // customer) and reaches its minimum order, on the lines quoted now: what the order will be charged.
          const attempt = priceItems(quotedLines(), {
            ...knownProducts(),
            couponCode: coupon.code,
            coupon,
            customer: coupon.customer,
          });
          const refused = attempt.problems.find(
            (p) =>
              p.code === 'coupon-first-order-only' ||
              p.code === 'coupon-already-used' ||
              p.code === 'coupon-min-order',
          );
          if (refused) {
            set({ couponStatus: 'idle' });
            return {
              ok: false,
              message: refused.code === 'coupon-min-order' ? TEXTS.COUPON_NOT_APPLICABLE : refused.message,
              reason: refused.code as 'coupon-min-order' | 'coupon-first-order-only' | 'coupon-already-used',
            };
          }
          set({ coupon, couponStatus: 'idle' });
          rebuild(coupon);
          requote();
          return { ok: true, coupon, message: TEXTS.COUPON_APPLIED };
        } catch (error) {
          set({ couponStatus: 'error' });
          // A refusal worded by the server (an unknown code answered 404) is shown as such; a network
          // failure is "Error checking coupon".
          if (isSkateError(error) && error.code !== 'network' && error.code !== 'validation') {
            return { ok: false, message: serverMessage(error.cause) ?? TEXTS.INVALID_COUPON };
          }
          return { ok: false, message: TEXTS.ERROR_CHECKING_COUPON };
        }
      },

      removeCoupon() {
        set({ coupon: null });
        rebuild(null);
        requote();
      },

      choose(choices) {
        set({ choices: { ...get().choices, ...choices } });
        requote();
      },

      watchQuote(subject, options = {}) {
        tried.clear();
        watchers += 1;
        if (options.terms) wantTerms += 1;
        set({ subject });
        requote();
        // Back on the page after a while elsewhere: what it prices with may have changed meanwhile.
        const stopFocus = sources.onFocus?.(() => void get().rereadRecords());
        let stopped = false;
        return () => {
          if (stopped) return;
          stopped = true;
          stopFocus?.();
          watchers -= 1;
          if (options.terms) wantTerms -= 1;
        };
      },

      async refreshQuote(subject = get().subject, options = {}) {
        if (subject !== get().subject) set({ subject });
        if (options.terms) wantTerms += 1;
        tried.clear();
        try {
          // Reading may reveal more to read (a stored coupon), so read until nothing is missing.
          for (let round = 0; round < 3 && missing().length > 0; round += 1) await Promise.all(missing());
          const quote = quoteNow();
          set({ quote, quoteStatus: quote ? 'idle' : 'error' });
          return quote;
        } finally {
          if (options.terms) wantTerms -= 1;
        }
      },

      async rereadRecords() {
        const ids = [...records.keys()];
        records.clear();
        tried.clear();
        sources.invalidate?.(ids);
        const hadTerms = terms !== null;
        terms = null;
        termsRead = undefined;
        // The coupon as the server answers it now (an expired one is no longer usable).
        if (get().subject === 'purchase' && get().data?.coupon) set({ coupon: null });
        return get().refreshQuote(get().subject, { terms: hadTerms || wantTerms > 0 });
      },

      clear() {
        set({ coupon: null, couponStatus: 'idle' });
        save(null);
        setCourseFlag(false);
        requote();
      },
    };
  });

  startAsServer(store, storage, { data: null, courseBuyNow: false });
  /** The lines the subject stands for. */
  const quotedLines = (): readonly CartItem[] => {
    const { subject, data } = store.getState();
    if (subject === 'cart') return sources.cart?.getState().lines ?? [];
    return data?.products ?? [];
  };

  /** The coupon code asked for: the applied one on the cart page, the stored one at checkout. */
  const askedCode = () => {
    const { subject, data, coupon } = store.getState();
    return subject === 'cart' ? (coupon?.code ?? '') : (data?.coupon ?? '');
  };

  // Reads that failed (or answered nothing usable) in this watch: not tried again until the next.
  const tried = new Set<string>();

  const readProduct = (id: string, product: NonNullable<CheckoutSources['product']>) => {
    let read = reading.get(id);
    if (!read) {
      read = product(id).then(
        (record) => {
          records.set(id, record);
          watchRecord(id);
        },
        (error: unknown) => {
          // Not found: the product is gone (the engine refuses the line). Any other failure keeps the
          // line priced as it says, as the spec keeps a line that fails to refresh.
          if (notFound(error)) records.set(id, null);
          else tried.add(`product:${id}`);
        },
      );
      reading.set(id, read);
      void read.then(() => reading.delete(id));
    }
    return read;
  };

  // Products whose record is followed where it is read (a newer one is priced in as it arrives).
  const watched = new Set<string>();
  const watchRecord = (id: string) => {
    if (!sources.watchProduct || watched.has(id)) return;
    watched.add(id);
    sources.watchProduct(id, (record) => {
      if (!records.has(id) || records.get(id) === record) return;
      records.set(id, record);
      scheduleRequote();
    });
  };

  /** The reads the current quote still waits for (each one at most once at a time). */
  const missing = (): Promise<void>[] => {
    const waits: Promise<void>[] = [];
    if (sources.product)
      for (const id of new Set(quotedLines().map((line) => toText(line.product_id)))) {
        if (id !== '' && !records.has(id) && !tried.has(`product:${id}`))
          waits.push(readProduct(id, sources.product));
      }
    if (!engine) {
      engineRead ??= import('../engine/quote').then(
        (module) => {
          engine = module;
        },
        () => {
          engineRead = undefined;
        },
      );
      waits.push(engineRead);
    }
    if (wantTerms > 0 && !terms && sources.terms && !tried.has('terms')) {
      termsRead ??= sources.terms().then(
        (read) => {
          terms = read;
        },
        () => {
          tried.add('terms');
          termsRead = undefined;
        },
      );
      waits.push(termsRead);
    }
    const code = askedCode();
    const { coupon } = store.getState();
    const couponKey = `coupon:${code.toUpperCase()}`;
    if (code !== '' && !(coupon && sameCode(coupon.code, code)) && !tried.has(couponKey)) {
      // A stored code (after a reload) is checked with the server once; an unusable one stays null.
      couponRead ??= api.coupons
        .check(code)
        .then(
          (reply) => {
            if (reply.couponData)
              store.setState({
                coupon: { code, ...reply.couponData, customer: quoteCustomerOf(reply.customer) },
              });
            else tried.add(couponKey);
          },
          () => {
            tried.add(couponKey);
          },
        )
        .finally(() => {
          couponRead = undefined;
        });
      waits.push(couponRead);
    }
    return waits;
  };

  /** The records the lines are priced from now: the catalogue's, else what each line says. */
  const knownProducts = (): { products: LineSourceProduct[] } => {
    const fallback = new Map(lineRecords(quotedLines()).map((record) => [toText(record.product_id), record]));
    const products: LineSourceProduct[] = [];
    for (const [id, own] of fallback) {
      const record = records.has(id) ? records.get(id) : own;
      if (record) products.push(record);
    }
    return { products };
  };

  /**
   * The quote of what is known now; null while the engine's second half or the store's wanted terms
   * are still to come.
   */
  const quoteNow = (): Quote | null => {
    const { subject, choices, data } = store.getState();
    if (!engine || (wantTerms > 0 && !terms && sources.terms)) return null;
    const storeTerms = wantTerms > 0 && terms ? terms : NO_TERMS;
    const code = askedCode();
    const known = store.getState().coupon;
    const purchase = subject === 'purchase';
    const world: QuoteWorld = {
      ...storeTerms,
      ...knownProducts(),
      couponCode: code,
      coupon: known && sameCode(known.code, code) ? known : null,
      customer: known && sameCode(known.code, code) ? (known.customer ?? null) : null,
      shipping: purchase && choices.shipping ? quoteShippingOf(choices.shipping) : null,
      payMethod:
        choices.payMethod ??
        initialPayMethod(payMode(storeTerms.payButtons), offeredPayMethods(storeTerms.payButtons)),
      onlyCourses: purchase && Boolean(data?.course),
    };
    return engine.quoteCart(quotedLines(), world);
  };

  let scheduled = false;
  const scheduleRequote = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (watchers > 0) requote();
    });
  };

  /** Recomputes the quote now, and again when the records it still waits for arrive. */
  function requote() {
    if (watchers === 0) return;
    const waits = missing();
    store.setState({ quote: quoteNow(), quoteStatus: waits.length > 0 ? 'loading' : 'idle' });
    // Each record that arrives is priced in at once (the engine's half first, a slow product later).
    for (const wait of waits) void wait.then(scheduleRequote);
  }

  storage.subscribe?.(STORAGE_KEYS.checkoutData, () => {
    store.setState({ data: readData(storage) });
    requote();
  });
  storage.subscribe?.(STORAGE_KEYS.courseBuyNow, () =>
    store.setState({ courseBuyNow: readCourseFlag(storage) }),
  );
  sources.cart?.subscribe((state, previous) => {
    if (state.lines !== previous.lines && store.getState().subject === 'cart') requote();
  });
  return Object.assign(store, { events: createPurchaseEvents() });
}
