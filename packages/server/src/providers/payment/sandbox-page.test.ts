import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSandboxProvider, SANDBOX_ORDER_PREFIX } from './sandbox';
import { renderSandboxPage, safeCallbackUrl, SANDBOX_MESSAGE_SOURCE } from './sandbox-page';

const order = {
  orderId: 'order_sbx_ABC',
  amountPaise: 129_950,
  currency: 'INR',
  companyName: 'Skate <Academy> & Co',
};

describe('sandbox checkout page', () => {
  it('shows the company, the amount in rupees and both buttons, escaping what it prints', () => {
    const html = renderSandboxPage(
      order,
      { callbackMethod: 'get' },
      { paymentId: 'pay_sbx_1', signature: 'f'.repeat(64) },
    );
    expect(html).toContain('Skate &lt;Academy&gt; &amp; Co');
    expect(html).not.toContain('Skate <Academy>');
    expect(html).toContain('₹1,299.50');
    expect(html).toContain('Pay (success)');
    expect(html).toContain('Fail payment');
    expect(html).toContain(SANDBOX_MESSAGE_SOURCE);
    expect(html).toContain('window.opener');
  });

  it('shows a whole-rupee amount without paise', () => {
    const html = renderSandboxPage(
      { ...order, amountPaise: 219_900 },
      { callbackMethod: 'get' },
      { paymentId: 'pay_sbx_1', signature: 'f'.repeat(64) },
    );
    expect(html).toContain('₹2,199<');
    expect(html).not.toContain('₹2,199.00');
  });

  it('cannot be broken out of its script by a crafted callback URL', () => {
    const url = safeCallbackUrl('https://shop.example/cb?x=</script><script>alert(1)</script>');
    const html = renderSandboxPage(
      order,
      { callbackUrl: url, callbackMethod: 'get' },
      { paymentId: 'p', signature: 's' },
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('accepts only http(s) callback URLs', () => {
    expect(safeCallbackUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeCallbackUrl('data:text/html,hi')).toBeUndefined();
    expect(safeCallbackUrl('not a url')).toBeUndefined();
    expect(safeCallbackUrl('http://localhost:5173/payment-return')).toBe(
      'http://localhost:5173/payment-return',
    );
  });

  it('keeps its buttons off until its script has wired them, then a tap answers', () => {
    const html = renderSandboxPage(
      order,
      { callbackMethod: 'get' },
      { paymentId: 'pay_sbx_7', signature: 'a'.repeat(64) },
    );
    // The page as parsed before its script ran (a slow phone mid-parse): nothing to tap yet.
    const parsed = new JSDOM(html).window.document;
    expect(parsed.querySelector<HTMLButtonElement>('#pay')?.disabled).toBe(true);
    expect(parsed.querySelector<HTMLButtonElement>('#fail')?.disabled).toBe(true);
    // With its script run: both on, and Pay answers (a page with no opener, frame or callback prints it).
    const page = new JSDOM(html, { runScripts: 'dangerously' }).window.document;
    const pay = page.querySelector<HTMLButtonElement>('#pay');
    expect(pay?.disabled).toBe(false);
    expect(page.querySelector<HTMLButtonElement>('#fail')?.disabled).toBe(false);
    pay?.click();
    expect(JSON.parse(page.getElementById('result')?.textContent ?? '{}')).toEqual({
      source: SANDBOX_MESSAGE_SOURCE,
      status: 'success',
      razorpay_order_id: 'order_sbx_ABC',
      razorpay_payment_id: 'pay_sbx_7',
      razorpay_signature: 'a'.repeat(64),
    });
  });

  it('shows no buttons for a paid order', () => {
    const html = renderSandboxPage(
      { ...order, paid: true },
      { callbackMethod: 'get' },
      { paymentId: 'p', signature: 's' },
    );
    expect(html).not.toContain('id="pay"');
    expect(html).toContain('already paid');
  });
});

describe('sandbox provider', () => {
  it('makes local orders and verifies only its own signatures', async () => {
    const sandbox = createSandboxProvider({ secret: 'server-held-secret' });
    const other = createSandboxProvider({ secret: 'another-install' });
    const created = await sandbox.createOrder({ amountPaise: 5000, currency: 'INR', receipt: 'r1' });
    expect(created.id.startsWith(SANDBOX_ORDER_PREFIX)).toBe(true);
    expect(created).toMatchObject({ amount: 5000, amount_due: 5000, receipt: 'r1', status: 'created' });
    const paid = sandbox.signPayment(created.id);
    expect(sandbox.verifySignature({ orderId: created.id, ...paid })).toBe(true);
    expect(other.verifySignature({ orderId: created.id, ...paid })).toBe(false);
    expect(sandbox.verifySignature({ orderId: 'order_sbx_other', ...paid })).toBe(false);
  });
});
