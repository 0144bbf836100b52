/**
 * The catalogue's fake commerce API, at the fetch edge: a storefront gets this as its `fetch`, so
 * every component runs its real hooks and stores and only the network is made up. Records come from
 * the React package's test fixtures (spec-shaped JSON); images are inline SVGs (no network).
 */
import {
  buttons,
  cartLine,
  category,
  groupedProduct,
  signedIn,
  simpleProduct,
  variableProduct,
} from '../../../packages/react/src/test/fixtures';

export const API = 'https://api.catalogue.invalid';
export const MERCHANT = 'ACAD1';

/** What the API does: answers with records, with empty lists, never (loading), or with 500s. */
export type ApiState = 'ok' | 'empty' | 'loading' | 'error';

/** An inline SVG picture in a colour, so cards and galleries show something without a network. */
export function picture(label: string, colour = '#123a8f'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><text x="200" y="210" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COLOURS = ['#123a8f', '#c2410c', '#0f766e', '#7c3aed', '#b91c1c', '#0369a1'];
const pic = (label: string, index = 0) => picture(label, COLOURS[index % COLOURS.length]);

export const products = [
  simpleProduct({ product_id: 'k1', title: 'Glide Quad Skates', image: pic('Quad', 0), stock: '12' }),
  simpleProduct({
    product_id: 'k2',
    title: 'Pro Helmet',
    image: pic('Helmet', 1),
    category: 'helmets',
    gallery: [pic('Helmet 2', 2), pic('Helmet 3', 3)],
    key_features: ['EPS liner', 'Adjustable fit'],
    specifications: [{ key: 'Weight', value: '350 g' }],
  }),
  variableProduct({ product_id: 'k3', title: 'Inline Blade', image: pic('Inline', 2) }),
  groupedProduct({ product_id: 'k4', title: 'Starter Kit', image: pic('Kit', 3) }),
  simpleProduct({ product_id: 'k5', title: 'Knee Pads', image: pic('Pads', 4), stock: 'Out of Stock' }),
  simpleProduct({ product_id: 'k6', title: 'Wheels (set of 4)', image: pic('Wheels', 5), discountPrice: 0 }),
];

export const course = simpleProduct({
  product_id: 'c1',
  title: 'Beginner Course',
  category: 'courses',
  image: pic('Course', 2),
  stock: 'Unlimited Stock',
});

export const user = signedIn();

const lines = [
  cartLine({
    product_id: 'k1',
    product_name: 'Glide Quad Skates',
    product_image: pic('Quad', 0),
    quantity: 2,
  }),
  cartLine({ product_id: 'k2', product_name: 'Pro Helmet', product_image: pic('Helmet', 1) }),
];

/** The guest cart a story starts with (stored), when it wants one. */
export const guestCart = lines.map((line) => ({ ...line, main_id: MERCHANT }));

const order = {
  order_id: 'ORD-1001',
  user_id: user.user.user_id,
  main_id: MERCHANT,
  products: lines,
  total: 2400,
  subtotal: 2400,
  status: 'Processing',
  paymentMethod: 'Pay Now',
  payment_status: 'Paid',
  createdAt: '2025-11-01T10:00:00.000Z',
  address: {
    name: 'Asha Rao',
    mobile: '9876543210',
    address: '12 Park Street',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400064',
  },
};

/** Answers of the `ok` state, by "METHOD /path" (path without query; `*` ends a prefix). */
function records(): Record<string, unknown> {
  return {
    [`GET /button/${MERCHANT}`]: buttons('addtocart'),
    [`GET /paybutton/${MERCHANT}`]: {
      data: [
        { button_id: 'paynow', default: true },
        { button_id: 'payondelivery', default: false },
      ],
    },
    [`GET /meta/${MERCHANT}`]: { data: null },
    [`GET /register/single/${MERCHANT}`]: {
      users: { profilePic: pic('SK', 0), orignal_logoname: 'Skate Academy', tag_line: 'Roll on' },
    },
    [`GET /help/single/${MERCHANT}`]: { help: { whatsapp_number: '9876543210', mobile: '9876543210' } },
    [`GET /grouped-product/search-all-products/${MERCHANT}`]: { data: [...products, course] },
    [`GET /grouped-product/suggestions/${MERCHANT}`]: { data: products.map((p) => p.title) },
    'GET /grouped-product/single/*': { data: products[1] },
    [`GET /newarrival/all/${MERCHANT}`]: {
      data: [
        {
          category_name: 'New skates',
          description: 'Fresh wheels for the season',
          product: products.slice(0, 4),
        },
      ],
    },
    [`GET /offer/all/${MERCHANT}`]: {
      data: [
        { offer_name: 'Summer sale', image: pic('Summer sale', 1), status: 'Active' },
        { offer_name: 'Free helmet', image: pic('Free helmet', 3), status: 'Active' },
      ],
    },
    [`GET /category/getdata/category/${MERCHANT}`]: {
      data: [category('Skates', 1), category('Helmets', 2), category('Wheels', 3)].map((c, i) => ({
        ...c,
        icon: pic(String(c.name), i),
      })),
    },
    [`GET /slider/all/${MERCHANT}`]: {
      data: [
        {
          offer_name: 'Summer Offer',
          slider_name: 'Glide',
          description: 'Quad skates for every rink',
          image: pic('Glide', 0),
          price: 1999,
          cutOffPrice: 2999,
          background_image: pic('', 5),
          product: products[0],
        },
      ],
    },
    [`GET /marquee/all/${MERCHANT}`]: {
      data: [
        { text: 'Summer camp open', status: 'Active' },
        { text: 'Free helmet with quad skates', status: 'Active' },
      ],
    },
    [`GET /office/all/${MERCHANT}`]: {
      data: [
        { name: 'Malad East', address: '12 Park Street, Malad East, Mumbai', mobile: '9876543210' },
        { name: 'Goregaon West', address: '4 Link Road, Goregaon West, Mumbai', mobile: '9876543211' },
      ],
    },
    [`GET /classlevel/${MERCHANT}`]: { data: [{ level: 'Beginner' }, { level: 'Intermediate' }] },
    ...user.routes,
    [`GET /cart/${user.user.user_id}`]: { data: lines, isError: false },
    'GET /order/*': { data: [order] },
    'GET /address/*': {
      data: [{ _id: 'a1', user_id: user.user.user_id, ...order.address, type: 'Home', default: true }],
    },
    'POST /coupon/check/*': { status: 200, isValid: true, discount: 100, message: 'Coupon applied' },
    'GET /pincode/*': { data: { available: true } },
  };
}

function match(routes: Record<string, unknown>, method: string, path: string): unknown {
  for (const [key, reply] of Object.entries(routes)) {
    const [m, pattern] = key.split(' ');
    if (m !== method) continue;
    if (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path) return reply;
  }
  return undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fetch of one story's storefront. Settings always load, so only the component shows the state. */
export function fakeFetch(state: ApiState): typeof fetch {
  const routes = records();
  const settings = new Set(['/button/', '/paybutton/', '/meta/', '/register/single/', '/help/single/']);
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const isSetting = [...settings].some((prefix) => url.pathname.startsWith(prefix));
    if (!isSetting && state === 'loading') return new Promise<Response>(() => {});
    if (!isSetting && state === 'error') return json(500, { message: 'Something went wrong' });
    const reply = match(routes, method, url.pathname);
    if (!isSetting && state === 'empty' && method === 'GET') return json(200, { data: [] });
    if (reply === undefined) return json(method === 'GET' ? 200 : 201, { data: [], message: 'ok' });
    return json(200, reply);
  };
}
