/// <reference types="vite/client" />
import { ACADEMY_SCREEN_TEXTS as T, FEE_TEXTS } from '@skatekit/core/academy';
import { describe, expect, it } from 'vitest';
import { TAG_LOADERS } from './loader';
import type { SkateFeesElement } from './skate-fees';
import { API, MERCHANT, setupStorefront } from './test/harness';
import { eventually, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags();

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.link.sig';
const fee = {
  invoice_id: 'i1',
  student_id: 's1',
  student_name: 'Zara Rao',
  batch_id: 'b1',
  period: '2026-12',
  amount: 2500,
  late_fine: 200,
  total: 2700,
  due_date: '2026-12-10',
  status: 'overdue',
  paid_at: null,
  payment_id: null,
};

describe('<skate-fees>', () => {
  it("with a pay link's `token`, shows that link's fees to pay without signing in, and twins the token", async () => {
    setupStorefront({ 'GET /fees/link': { data: [fee] } });
    const element = mount<SkateFeesElement>(
      `<skate-fees merchant-code="${MERCHANT}" api-base="${API}" token="${TOKEN}"></skate-fees>`,
    );
    expect(element.token).toBe(TOKEN);
    await eventually(() =>
      expect(shadow(element).querySelector('th[scope="row"]')?.textContent).toBe('Zara Rao'),
    );
    const root = shadow(element);
    expect(root.querySelector('h1')?.textContent).toBe(T.PAY_LINK_TITLE);
    expect(root.querySelector('.skate-bill-total strong')?.textContent).toBe('₹2,700');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toEqual([T.PAY_NOW]);
  });

  it('a link whose fees are gone (404) says so, with nothing to pay', async () => {
    setupStorefront({});
    const element = mount<SkateFeesElement>(
      `<skate-fees merchant-code="${MERCHANT}" api-base="${API}" token="${TOKEN}"></skate-fees>`,
    );
    await eventually(() => expect(shadow(element).textContent).toContain(FEE_TEXTS.NOT_FOUND));
    expect(shadow(element).querySelector('button')).toBeNull();
  });

  it('the loader loads it from its own chunk', async () => {
    expect(await TAG_LOADERS['skate-fees']()).toBe(customElements.get('skate-fees'));
  });
});
