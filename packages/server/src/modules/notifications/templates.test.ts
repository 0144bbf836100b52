import { describe, expect, it } from 'vitest';
import * as mails from './templates';

const brand = { name: 'SkateKit <Academy>', color: '#0f6fec' };
const order: mails.OrderFacts = {
  number: '9F1C77E0',
  customerName: 'Asha "Ace" Patil',
  customerEmail: 'asha@example.com',
  customerPhone: '9876543210',
  payMode: 'Pay on delivery',
  total: 1349,
  paidOnline: 269.8,
  remaining: 1079.2,
  items: [{ name: 'Quad <Skates>', quantity: 2 }],
};

describe('notification mails', () => {
  it.each([
    [mails.newOrderToMerchant(brand, order), 'New order #9F1C77E0: ₹1,349'],
    [mails.orderPlacedToCustomer(brand, order), 'Order #9F1C77E0 placed'],
    [mails.orderPaidToCustomer(brand, order), 'Payment received for order #9F1C77E0'],
    [
      mails.orderShippedToCustomer(brand, order, { courier: 'Blue Dart', trackingNumber: 'BD1' }),
      'Order #9F1C77E0 shipped',
    ],
    [mails.orderOutForDeliveryToCustomer(brand, order), 'Order #9F1C77E0 is out for delivery'],
    [mails.orderDeliveredToCustomer(brand, order), 'Order #9F1C77E0 delivered'],
    [mails.orderCancelledToCustomer(brand, order, true), 'Order #9F1C77E0 cancelled'],
    [mails.orderRefundedToCustomer(brand, order, 100.5), 'Refund of ₹100.50 for order #9F1C77E0'],
    [
      mails.refundOwedToMerchant(brand, order, 'Cancelled after it was paid.'),
      'Refund owed on order #9F1C77E0: ₹269.80',
    ],
    [
      mails.newAdmissionToMerchant(brand, {
        student: 'Aarav',
        course: 'Beginner',
        center: 'Malad (E)',
        fee: 3000,
        email: 'a@example.com',
        mobile: '9',
      }),
      'New admission: Aarav',
    ],
    [
      mails.admissionConfirmedToCustomer(brand, {
        student: 'Aarav',
        course: 'Beginner',
        center: 'Malad (E)',
        note: '',
      }),
      'Admission confirmed: Aarav',
    ],
    [
      mails.inboxToMerchant(brand, { kind: 'enquiry', name: 'Kabir', email: '', mobile: '9', text: 'Hi' }),
      'New enquiry from Kabir',
    ],
    [
      mails.quoteAnsweredToCustomer(brand, { name: 'Zoya', price: 4200, message: '', items: '10 × Pads' }),
      'Your quote from SkateKit <Academy>: ₹4,200',
    ],
  ])('%#: %s', (mail, subject) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('SkateKit <Academy>');
    expect(mail.html).toContain('SkateKit &lt;Academy&gt;');
    expect(mail.html).not.toContain('<Academy>');
  });

  it('escapes every value a person typed, and says what is due', () => {
    const placed = mails.orderPlacedToCustomer(brand, order);
    expect(placed.text).toBe(
      [
        'Thank you for your order',
        '',
        'We have your order #9F1C77E0.',
        '',
        'You paid ₹269.80 in advance; ₹1,079.20 is due on delivery.',
        '',
        'Items: 2 × Quad <Skates>',
        'Total: ₹1,349',
        '',
        '- SkateKit <Academy>',
      ].join('\n'),
    );
    expect(placed.html).toContain('2 × Quad &lt;Skates&gt;');
    const merchant = mails.newOrderToMerchant(brand, order);
    expect(merchant.html).toContain('Asha &quot;Ace&quot; Patil placed an order to pay on delivery');
    expect(mails.escapeHtml(`<img src=x onerror='a'>&`)).toBe('&lt;img src=x onerror=&#39;a&#39;&gt;&amp;');
    const shipped = mails.orderShippedToCustomer(brand, order, {
      courier: '<script>',
      trackingNumber: 'BD 1',
    });
    expect(shipped.html).toContain('&lt;script&gt;');
    expect(shipped.text).toContain('Courier: <script>\nTracking number: BD 1');
  });

  it('falls back to a plain colour when the store colour is not one', () => {
    const mail = mails.orderDeliveredToCustomer({ name: 'S', color: 'red;background:url(x)' }, order);
    expect(mail.html).toContain('border-bottom:4px solid #111111');
  });
});
