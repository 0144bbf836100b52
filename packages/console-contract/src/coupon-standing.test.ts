import { describe, expect, it } from 'vitest';
import { couponStanding } from './coupon-standing';
import { CouponBody } from './coupons';
import { isGstin, PincodesBulkBody } from './delivery';

const now = new Date('2026-10-01T06:30:00Z');
const base = { status: 'Active', startsAt: null, expiresAt: null, maxUses: null, used: 0 };

describe('couponStanding', () => {
  it.each([
    { name: 'no limits', terms: base, standing: 'live' },
    { name: 'switched off', terms: { ...base, status: 'Inactive' }, standing: 'inactive' },
    { name: 'ends this instant', terms: { ...base, expiresAt: now }, standing: 'ended' },
    {
      name: 'ends a second later',
      terms: { ...base, expiresAt: new Date(now.getTime() + 1000) },
      standing: 'live',
    },
    {
      name: 'starts a second later',
      terms: { ...base, startsAt: new Date(now.getTime() + 1000) },
      standing: 'scheduled',
    },
    { name: 'started this instant', terms: { ...base, startsAt: now }, standing: 'live' },
    { name: 'one use, used', terms: { ...base, maxUses: 1, used: 1 }, standing: 'used-up' },
    { name: 'two uses, one used', terms: { ...base, maxUses: 2, used: 1 }, standing: 'live' },
  ] as const)('$name: $standing', ({ terms, standing }) => {
    expect(couponStanding(terms, now)).toBe(standing);
  });
});

describe('CouponBody', () => {
  const body = {
    code: ' diwali-25 ',
    kind: 'percentage',
    amount: 25,
    maxUses: null,
    startsOn: null,
    endsOn: null,
  };
  const messages = (input: object) =>
    CouponBody.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('stores the code upper-case, as the storefront matches it', () => {
    expect(CouponBody.parse(body)).toMatchObject({ code: 'DIWALI-25', minOrder: 0, active: true });
  });
  it.each([
    { input: { amount: 0 }, message: 'amount: A percentage is from 1 to 100' },
    { input: { amount: 101 }, message: 'amount: A percentage is from 1 to 100' },
    { input: { kind: 'flat', amount: 0 }, message: 'amount: Enter an amount more than 0' },
    {
      input: { startsOn: '2026-10-02', endsOn: '2026-10-01' },
      message: 'endsOn: The end date must not be before the start date',
    },
    { input: { code: 'TEN OFF' }, message: 'code: Use letters, digits, - and _ only' },
    { input: { maxUses: 0 }, message: 'maxUses: Allow at least 1 use' },
  ])('refuses $message', ({ input, message }) => {
    expect(messages({ ...body, ...input })).toEqual([message]);
  });
  it('takes a one-day coupon and a flat amount', () => {
    expect(
      messages({ ...body, kind: 'flat', amount: 150, startsOn: '2026-10-01', endsOn: '2026-10-01' }),
    ).toEqual([]);
  });
});

describe('isGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    ['27AAPFU0939F1ZW', false],
    ['27aapfu0939f1zv', false],
    ['27AAPFU0939F1Z', false],
  ])('%s: %s', (gstin, ok) => {
    expect(isGstin(gstin)).toBe(ok);
  });
});

describe('PincodesBulkBody', () => {
  it('splits on commas, spaces and new lines and drops repeats', () => {
    expect(PincodesBulkBody.parse({ pincodes: '400001, 400002\n400001 400003' }).pincodes).toEqual([
      '400001',
      '400002',
      '400003',
    ]);
  });
  it('names the entries that are not pincodes', () => {
    expect(PincodesBulkBody.safeParse({ pincodes: '400001, 4000, 0123456' }).error?.issues[0]?.message).toBe(
      'Not 6-digit pincodes: 4000, 0123456',
    );
  });
});
