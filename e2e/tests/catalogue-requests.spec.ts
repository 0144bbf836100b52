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

  await page.goto('/equipments');
  await page.waitForLoadState('networkidle');
  const listing = requests.splice(0);
  expect(listing.some((url) => url.startsWith('/grouped-product/search-all-products/'))).toBe(true);
  expect(repeated(listing)).toEqual([]);
});
