/**
 * Differential property test: every exported schema of `api/schemas/*`, built once on real zod/mini and
 * once on zod-lite (the same source files, `zod/mini` mocked), must agree on success, on the parsed
 * output and on the issues core shows (code, path, message, and the same for a union's inner issues) -
 * for random values and for valid fixtures with one field changed, dropped or added.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { address, admission, line as cartLine } from '../api/test-support';
import { TEXTS } from '../texts';

const RUNS = 300;

/** The schema files of api/schemas, each loaded afresh per run. */
const SCHEMA_FILES = [
  'addresses',
  'admissions',
  'auth',
  'cart',
  'catalogue',
  'coupons',
  'delivery',
  'leads',
  'orders',
  'push',
  'shared',
  'site',
  'users',
];

interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } };
}

const isSchema = (value: unknown): value is Parser =>
  typeof value === 'object' && value !== null && typeof (value as Parser).safeParse === 'function';

/** Every exported schema of the schema files, by `file.Name`. */
async function loadSchemas(lite: boolean): Promise<Map<string, Parser>> {
  vi.resetModules();
  if (lite) vi.doMock('zod/mini', () => import('./zod-lite'));
  else vi.doUnmock('zod/mini');
  const schemas = new Map<string, Parser>();
  for (const file of SCHEMA_FILES) {
    for (const [name, value] of Object.entries(await import(`../api/schemas/${file}.ts`))) {
      if (isSchema(value)) schemas.set(`${file}.${name}`, value);
    }
  }
  vi.doUnmock('zod/mini');
  return schemas;
}

interface Shown {
  code: unknown;
  path: unknown;
  message: unknown;
  errors?: Shown[][];
}

/** What core reads of an issue. */
const shown = (issue: unknown): Shown => {
  const { code, path, message, errors } = issue as Shown & { errors?: unknown[][] };
  return errors
    ? { code, path, message, errors: errors.map((list) => list.map(shown)) }
    : { code, path, message };
};

/** Both runtimes on their own copy of `value` (a transform must not see the other's work). */
function agree(real: Parser, lite: Parser, value: unknown): void {
  const a = real.safeParse(structuredClone(value));
  const b = lite.safeParse(structuredClone(value));
  expect(b.success).toBe(a.success);
  if (a.success) expect(b.data).toStrictEqual(a.data);
  else expect(b.error?.issues.map(shown)).toStrictEqual(a.error?.issues.map(shown));
}

/* Valid request bodies (as the client sends them). */
const mobile = '9876543210';
const order = {
  cart_products: [cartLine],
  billing_address: 'addr-1',
  shipping_address: { ...address, defaultaddressS: true },
  payment_mode: TEXTS.PAY_NOW,
  user_id: 'u1',
  main_id: 'skate',
};
const BODIES: Record<string, unknown[]> = {
  'cart.CartItemBody': [
    { ...cartLine, user_id: 'u1', main_id: 'skate', variation_attributes: { Size: '8' } },
  ],
  'cart.CartLineBody': [cartLine],
  'cart.CartQuantityBody': [{ quantity: 2 }],
  'addresses.AddressBody': [address],
  'addresses.SetDefaultBody': [{ defaultaddressS: true }, { defaultaddressB: true }],
  'auth.LoginBody': [{ email: 'a@b.co', password: 'secret1', main_id: 'skate' }],
  'auth.SendOtpBody': [{ email: 'a@b.co', main_id: 'skate' }],
  'auth.VerifyOtpBody': [{ email: 'a@b.co', otp: '123456', main_id: 'skate' }],
  'auth.SignupBody': [{ email: 'a@b.co', mobile, full_name: 'Asha', password: 'secret1', main_id: 'skate' }],
  'auth.ResetPasswordBody': [{ email: 'a@b.co', newPassword: 'secret1', main_id: 'skate' }],
  'auth.GoogleLoginBody': [{ idToken: 'eyJ...', main_id: 'skate' }],
  'auth.RefreshBody': [{ refreshToken: 'r1' }],
  'orders.QuoteBody': [{ name: 'Asha', mobile, cart_products: [cartLine], main_id: 'skate' }],
  'orders.OrderBody': [order],
  'orders.PayOnDeliveryBody': [{ ...order, payment_mode: TEXTS.PAY_ON_DELIVERY }],
  'orders.AddressRefBody': ['addr-1', address],
  'orders.AddressSnapshotBody': [address],
  'orders.VerifyBody': [
    { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's', receipt_id: 'r' },
  ],
  'admissions.AdmissionBody': [{ ...admission, main_id: 'skate' }],
  'admissions.AdmissionPaymentBody': [
    { cart_products: [cartLine], payment_mode: TEXTS.PAY_NOW, user_id: 'u1', main_id: 'skate' },
  ],
  'leads.LeadBody': [{ name: 'Asha', email: 'a@b.co', mobile, property_id: 'skate' }],
  'leads.EnquiryBody': [{ name: 'Asha', mobile, email: 'a@b.co' }],
  'push.PushTokenBody': [{ user_id: 'u1', deviceToken: 'fcm-token' }],
  'users.UserUpdateBody': [{ mobile, user_gstNo: '' }],
};

/** Values near the limits core's schemas draw: lengths, numbers, texts the loose backend sends. */
const EDGES: unknown[] = [
  '',
  ' ',
  '  padded  ',
  'a@b.co',
  ' a@b.co ',
  'a@b',
  "o'neil@mail.example.in",
  'x'.repeat(101),
  'x'.repeat(201),
  'x'.repeat(255),
  'x'.repeat(4097),
  '😀'.repeat(100),
  '😀'.repeat(101),
  mobile,
  '98765',
  '12345678901',
  '400097',
  '1,299',
  '₹ 10',
  ' 45 ',
  'true',
  'yes',
  '0',
  '[]',
  '["a",1]',
  '{"a":"b"}',
  '[{"id":1}]',
  'not json',
  0,
  -0,
  -1,
  1,
  1.5,
  1000,
  1001,
  100_000_001,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  undefined,
  [],
  {},
  { length: 3 },
  [{}],
  Array.from({ length: 101 }, () => cartLine),
  Array.from({ length: 101 }, () => ({})),
  Array.from({ length: 101 }, () => 7),
  '😀😀😀',
  '😀😀😀😀😀',
  '😀😀😀😀😀😀😀',
  TEXTS.PAY_NOW,
  TEXTS.PAY_ON_DELIVERY,
];
const edge = fc.constantFrom(...EDGES);

const value = fc.oneof(
  edge,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything({ maxDepth: 2 }),
);

/** Every path into a fixture (objects and arrays), the root included. */
function paths(node: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  const out = [at];
  if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      out.push(...paths(child, [...at, Array.isArray(node) ? Number(key) : key]));
    }
  }
  return out;
}

type Change = 'set' | 'drop' | 'add' | 'grow';

/** `fixture` with the node at `path` replaced, removed, given an extra key, or made a list of 101 `next`. */
function mutate(fixture: unknown, path: PropertyKey[], change: Change, next: unknown): unknown {
  if (change === 'grow')
    return mutate(
      fixture,
      path,
      'set',
      Array.from({ length: 101 }, () => next),
    );
  if (path.length === 0) {
    if (change === 'add' && typeof fixture === 'object' && fixture !== null && !Array.isArray(fixture)) {
      return { ...fixture, extra_field: next };
    }
    return change === 'drop' ? undefined : next;
  }
  const copy = structuredClone(fixture) as Record<PropertyKey, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1)!;
  if (change === 'drop' && !Array.isArray(parent)) delete parent[last];
  else if (change === 'add' && typeof parent[last] === 'object' && parent[last] !== null) {
    (parent[last] as Record<string, unknown>).extra_field = next;
  } else parent[last] = next;
  return copy;
}

let real: Map<string, Parser>;
let lite: Map<string, Parser>;

beforeAll(async () => {
  // zod/mini alone has no locale (classic zod installs English when it loads): the CDN build's case.
  const config = (globalThis as { __zod_globalConfig?: { localeError?: unknown } }).__zod_globalConfig;
  if (config) config.localeError = undefined;
  real = await loadSchemas(false);
  lite = await loadSchemas(true);
});

// Bounded runs, but thousands of parses: on a loaded 2-core CI machine they take more than vitest's 5 s.
describe('zod-lite against zod/mini, schema by schema', { timeout: 60_000 }, () => {
  it('builds every schema of both runtimes', () => {
    expect(real.size).toBeGreaterThan(100);
    expect([...lite.keys()]).toEqual([...real.keys()]);
    // The lite copies really are zod-lite's (zod's schemas carry `_zod`).
    expect('_zod' in real.get('cart.CartItem')!).toBe(true);
    expect('_zod' in lite.get('cart.CartItem')!).toBe(false);
    for (const name of Object.keys(BODIES)) expect(real.has(name), name).toBe(true);
  });

  it('the body fixtures are valid on both', () => {
    for (const [name, fixtures] of Object.entries(BODIES)) {
      for (const fixture of fixtures) {
        expect(real.get(name)!.safeParse(fixture).success, name).toBe(true);
        agree(real.get(name)!, lite.get(name)!, fixture);
      }
    }
  });

  it('agree on random values', () => {
    for (const [name, schema] of real) {
      fc.assert(
        fc.property(value, (input) => agree(schema, lite.get(name)!, input)),
        { numRuns: RUNS, seed: name.length * 7919 },
      );
    }
  });

  it('agree on valid fixtures with one field changed, dropped or added', () => {
    for (const [name, schema] of real) {
      // A response's fixture is its own parse of a bare object (a valid reply, every default filled in).
      const parsedEmpty = schema.safeParse({});
      const fixtures = BODIES[name] ?? (parsedEmpty.success ? [parsedEmpty.data] : [{}]);
      const cases = fc.constantFrom(...fixtures).chain((fixture) => {
        const all = paths(fixture);
        return fc.tuple(
          fc.constant(fixture),
          fc.constantFrom(...all),
          fc.constantFrom<Change>('set', 'set', 'drop', 'add', 'grow'),
          value,
        );
      });
      fc.assert(
        fc.property(cases, ([fixture, path, change, next]) =>
          agree(schema, lite.get(name)!, mutate(fixture, path, change, next)),
        ),
        { numRuns: RUNS, seed: name.length * 104729 },
      );
    }
  });

  it('agree on every field of every body fixture set to every edge value, dropped, or made a long list', () => {
    for (const [name, fixtures] of Object.entries(BODIES)) {
      for (const fixture of fixtures) {
        for (const path of paths(fixture)) {
          agree(real.get(name)!, lite.get(name)!, mutate(fixture, path, 'drop', undefined));
          for (const next of EDGES) {
            for (const change of ['set', 'add', 'grow'] as const) {
              agree(real.get(name)!, lite.get(name)!, mutate(fixture, path, change, next));
            }
          }
        }
      }
    }
  });
});
