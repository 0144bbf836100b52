import { expect, type Page, test } from '@playwright/test';

/** The catalogue resources of the API (core's catalogue store reads each through one keyed cache). */
const CATALOGUE = [
  '/grouped-product/search-all-products/',
  '/grouped-product/single/',
  '/newarrival/all/',
  '/category/getdata/category/',
  '/offer/all/',
  '/slider/all/',
  '/marquee/all/',
];

/** Records every catalogue request of the page (path and query), from now on. */
function recordCatalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    if (CATALOGUE.some((prefix) => url.pathname.startsWith(prefix)))
      seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const repeated = (requests: string[]) => requests.filter((url, index) => requests.indexOf(url) !== index);

test('the home page and the listing ask for each catalogue resource once (network log)', async ({ page }) => {
  const requests = recordCatalogueRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const home = requests.splice(0);
  expect(home.length).toBeGreaterThan(0);
  expect(repeated(home)).toEqual([]);
  // Every product read is a page (the courses, Popular Products' pages): never the whole catalogue.
  const productReads = home.filter((url) => url.startsWith('/grouped-product/search-all-products/'));
  expect(productReads.length).toBeGreaterThan(0);
  expect(productReads.filter((url) => !/[?&]limit=\d+/.test(url))).toEqual([]);
  expect(productReads.some((url) => url.includes('type=course'))).toBe(true);

  await page.goto('/equipments');
  await page.waitForLoadState('networkidle');
  const listing = requests.splice(0);
  expect(listing.some((url) => url.startsWith('/grouped-product/search-all-products/'))).toBe(true);
  expect(repeated(listing)).toEqual([]);
  expect(
    listing.filter(
      (url) => url.startsWith('/grouped-product/search-all-products/') && !/[?&]limit=\d+/.test(url),
    ),
  ).toEqual([]);
});

test('a category page and the courses page read only their own products', async ({ page }) => {
  const requests = recordCatalogueRequests(page);
  await page.goto('/course');
  await page.waitForLoadState('networkidle');
  const courses = requests.splice(0).filter((url) => url.startsWith('/grouped-product/search-all-products/'));
  expect(courses.length).toBeGreaterThan(0);
  expect(courses.every((url) => url.includes('type=course') && /[?&]limit=\d+/.test(url))).toBe(true);

  await page.goto('/category-detail/inline-skates');
  await page.waitForLoadState('networkidle');
  const category = requests
    .splice(0)
    .filter((url) => url.startsWith('/grouped-product/search-all-products/'));
  expect(category).toEqual([
    '/grouped-product/search-all-products/SKATE01?page=1&limit=100&category=inline-skates',
  ]);
});
