import type { AcademyBatchDetail } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type Handler } from '../../test/fakeApi';
import { batchSummaryOf, sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const detail: AcademyBatchDetail = { ...batchSummaryOf(), roster: [], waitingList: [] };
const defaultPlan = {
  batchId: 'b1',
  amount: 4500,
  dueDay: 10,
  lateFine: 200,
  frequency: 'monthly',
  custom: false,
};

function api(role: 'owner' | 'staff', handlers: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /session': () => ({ body: sessionOf(role) }),
    'GET /academy/batches/:id': () => ({ body: { data: detail } }),
    'GET /academy/batches': () => ({ body: { data: [batchSummaryOf()] } }),
    'GET /fee-plans/:id': () => ({ body: { data: defaultPlan } }),
    'GET /settings': () => ({
      body: { data: { storeName: 'Skate School', notifyEmail: 'owner@skate01.test' } },
    }),
    'GET /fee-settings': () => ({
      body: { data: { siblingDiscountPercent: 0, billingDay: 1, joiners: 'next_month' } },
    }),
    ...handlers,
  });
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('fee plans and settings', () => {
  it("the owner sets a batch's fee plan; a due day past the 28th is refused before sending", async () => {
    const user = userEvent.setup();
    const fake = api('owner', {
      'PUT /fee-plans/:id': (call) => ({
        body: { data: { ...defaultPlan, ...(call.body as object), custom: true } },
      }),
    });
    renderConsole('/batches/b1', fake);
    const plan = await section('Fee plan');
    expect(
      await within(plan).findByText(
        "The batch's price with the academy's due day and fine: no plan of its own yet.",
      ),
    ).toBeInTheDocument();
    const fee = within(plan).getByLabelText('Monthly fee (₹)');
    const due = within(plan).getByLabelText(/^Due by day of the month/);
    expect(
      [fee, due, within(plan).getByLabelText(/^Late fine/)].map((input) => (input as HTMLInputElement).value),
    ).toEqual(['4500', '10', '200']);
    await user.clear(fee);
    await user.type(fee, '3800');
    await user.clear(due);
    await user.type(due, '29');
    await user.click(within(plan).getByRole('button', { name: 'Save fee plan' }));
    expect(await within(plan).findByText('Enter a day from 1 to 28')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/fee-plans/b1')).toHaveLength(0);
    await user.clear(due);
    await user.type(due, '5');
    await user.click(within(plan).getByRole('button', { name: 'Save fee plan' }));
    expect(await within(plan).findByRole('status')).toHaveTextContent(
      'Fee plan saved. The next billing run uses it.',
    );
    expect(fake.callsTo('PUT', '/fee-plans/b1').map((call) => call.body)).toEqual([
      { amount: 3800, dueDay: 5, lateFine: 200, frequency: 'monthly' },
    ]);
    await waitFor(() => expect(within(plan).queryByText(/no plan of its own yet/)).not.toBeInTheDocument());
  });

  it('staff read the plan, the fields locked and nothing to save', async () => {
    const plan = { ...defaultPlan, amount: 3800, dueDay: 5, lateFine: 150, custom: true };
    renderConsole('/batches/b1', api('staff', { 'GET /fee-plans/:id': () => ({ body: { data: plan } }) }));
    const region = await section('Fee plan');
    const fee = await within(region).findByLabelText('Monthly fee (₹)');
    const fields = [
      fee,
      within(region).getByLabelText(/^Due by day/),
      within(region).getByLabelText(/^Late fine/),
    ];
    expect(fields.map((input) => (input as HTMLInputElement).value)).toEqual(['3800', '5', '150']);
    for (const input of fields) expect(input).toBeDisabled();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region).queryByText(/no plan of its own yet/)).not.toBeInTheDocument();
  });

  it('the owner sets the sibling discount, the billing day and pro rata joiners; the server’s refusal shows', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fake = api('owner', {
      'PUT /fee-settings': (call) =>
        refuse
          ? { status: 400, body: envelope('Enter a percentage from 0 to 100') }
          : { body: { data: call.body } },
    });
    renderConsole('/settings', fake);
    const fees = await section('Academy fees');
    const discount = await within(fees).findByLabelText(/^Sibling discount/);
    await user.clear(discount);
    await user.type(discount, '10');
    const day = within(fees).getByLabelText(/^Billing day of the month/);
    await user.clear(day);
    await user.type(day, '3');
    expect(within(fees).getByLabelText('From the next month')).toBeChecked();
    await user.click(within(fees).getByLabelText('Pro rata: the days left in the month they join'));
    await user.click(within(fees).getByRole('button', { name: 'Save fee settings' }));
    expect(await within(fees).findByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    refuse = false;
    await user.click(within(fees).getByRole('button', { name: 'Save fee settings' }));
    expect(await within(fees).findByRole('status')).toHaveTextContent('Fee settings saved.');
    expect(fake.callsTo('PUT', '/fee-settings').map((call) => call.body)).toEqual([
      { siblingDiscountPercent: 10, billingDay: 3, joiners: 'pro_rata' },
      { siblingDiscountPercent: 10, billingDay: 3, joiners: 'pro_rata' },
    ]);
  });
});
