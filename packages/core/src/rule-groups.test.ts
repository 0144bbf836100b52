/**
 * Issue 2 asks for "a test named after each rule group" of core's business rules. Each group below
 * is a top-level `describe('rule group: ...')` in the test file of its rules; this keeps a rename or
 * a deleted file from silently dropping a group.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Rule group -> the test files that hold it (issue 2, point 3, in its order). */
const RULE_GROUPS: Record<string, string[]> = {
  'price display and discount badge': ['pricing/discount.test.ts', 'pricing/display.test.ts'],
  'Active filtering, courses excluded, categories by position': ['catalogue/filters.test.ts'],
  'default action button and pay-mode priority': ['catalogue/buttons.test.ts', 'checkout/payMode.test.ts'],
  'card actions per product type and stock': ['catalogue/buttons.test.ts'],
  'guest cart rules': ['cart/guestCart.test.ts', 'cart/refresh.test.ts', 'engine/lineView.test.ts'],
  'checkout data totals': ['stores/checkout.test.ts'],
  'coupon application': ['pricing/coupon.test.ts'],
  'delivery charge, distance and pay-on-delivery advance': [
    'delivery/distance.test.ts',
    'delivery/charge.test.ts',
    'delivery/advance.test.ts',
  ],
  'pincode check and estimated delivery date': ['delivery/pincode.test.ts'],
  'validation messages': [
    'validation/mobile.test.ts',
    'validation/email.test.ts',
    'validation/password.test.ts',
    'validation/otp.test.ts',
    'validation/aadhar.test.ts',
    'validation/forms.test.ts',
    'admission/validateAdmission.test.ts',
  ],
  'popular products paging': ['catalogue/popular.test.ts'],
  'listing sorts': ['catalogue/sort.test.ts'],
  'shop price filters and Load More': ['catalogue/shop.test.ts'],
  'search suggestions': ['catalogue/search.test.ts'],
  'order display, tracker and admission status': ['orders/status.test.ts', 'orders/deliveryText.test.ts'],
  'product route encoding': ['routing/productRoute.test.ts'],
  'India time formatting': ['time/india.test.ts'],
  'GST included in prices (deviation)': ['pricing/gst.test.ts'],
};

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [relative(SRC, full)] : [];
  });
}

/** Top-level rule-group describes of each test file. */
const declared = new Map<string, string[]>();
for (const file of testFiles(SRC)) {
  const text = readFileSync(join(SRC, file), 'utf8');
  const groups = [...text.matchAll(/^describe\('rule group: ([^']+)',/gm)].map((m) => m[1] ?? '');
  if (groups.length > 0) declared.set(file.split('\\').join('/'), groups);
}

describe('every rule group of issue 2 has its named tests', () => {
  it.each(Object.entries(RULE_GROUPS))('%s', (group, files) => {
    const holding = [...declared].filter(([, groups]) => groups.includes(group)).map(([file]) => file);
    expect(holding.sort()).toEqual([...files].sort());
  });

  it('names no group the list above does not know', () => {
    const unknown = [...declared.values()].flat().filter((group) => !(group in RULE_GROUPS));
    expect(unknown).toEqual([]);
  });
});
