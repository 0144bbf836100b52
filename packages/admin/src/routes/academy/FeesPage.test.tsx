import { FEE_DESK_TEXTS, type FeeRow, type FeesResponse } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type Handler } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const fee = (overrides: Partial<FeeRow> = {}): FeeRow => ({
  id: 'f1',
  studentId: 's1',
  student: 'Tara Rao',
  parentName: 'Meera Rao',
  batchId: 'b1',
  batch: 'Beginner Quad, Andheri, Mon/Wed 17:00',
  centre: 'Andheri',
  period: '2026-12',
  amount: 3000,
  lateFine: 200,
  total: 3200,
  dueDate: '2026-12-10',
  status: 'overdue',
  paidAt: null,
  paidBy: null,
  ...overrides,
});

const feesPage = (data: FeeRow[], overrides: Partial<FeesResponse> = {}): FeesResponse => ({
  data,
  total: data.length,
  page: 1,
  pageSize: 25,
  totals: { due: 2500, overdue: 3200, collected: 3000 },
  collectedToday: { day: '2026-12-11', cash: 3000, upi: 1500, online: 2500, total: 7000 },
  ...overrides,
});

function api(role: 'owner' | 'staff', handlers: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /session': () => ({ body: sessionOf(role) }),
    'GET /academy/batches': () => ({ body: { data: [] } }),
    'GET /fees': () => ({ body: feesPage([fee()]) }),
    ...handlers,
  });
}

const figure = (region: HTMLElement, term: string) =>
  within(region).getByText(term).closest('div')?.querySelector('dd')?.textContent;

describe('the Fees screen', () => {
  it('shows the fees with their fines, the totals and the day’s collection by method', async () => {
    renderConsole('/fees', api('staff'));
    const table = await screen.findByRole('table', { name: 'Fees' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Tara RaoMeera Rao',
      'Beginner Quad, Andheri, Mon/Wed 17:00',
      '2026-12',
      '₹3,000',
      '₹200',
      '₹3,200',
      'Overdue',
      '—',
      'Record paymentPause',
    ]);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect([
      figure(totals, 'Due'),
      figure(totals, 'Overdue (with fines)'),
      figure(totals, 'Collected'),
    ]).toEqual(['₹2,500', '₹3,200', '₹3,000']);
    const today = screen.getByRole('region', { name: 'Collected today' });
    expect(['Cash', 'UPI', 'Online', 'Total'].map((term) => figure(today, term))).toEqual([
      '₹3,000',
      '₹1,500',
      '₹2,500',
      '₹7,000',
    ]);
    // Staff do not waive fines.
    expect(screen.queryByRole('button', { name: /Waive or reduce/ })).toBeNull();
  });

  it('records a cash payment at the total shown; a changed total shows the server’s words and the new total', async () => {
    const user = userEvent.setup();
    let priced = 3000;
    const fake = api('staff', {
      'GET /fees': () => ({
        body: feesPage([fee({ amount: 3000, lateFine: priced - 3000, total: priced, status: 'due' })]),
      }),
      'POST /fees/:id/payments': (call) => {
        const body = call.body as { total: number };
        if (body.total !== 3200) return { status: 409, body: envelope(FEE_DESK_TEXTS.totalChanged(3200)) };
        return {
          body: { data: fee({ status: 'paid', paidAt: '2026-12-11T05:30:00.000Z', paidBy: 'cash' }) },
        };
      },
    });
    renderConsole('/fees', fake);
    await user.click(await screen.findByRole('button', { name: 'Record payment for Tara Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payment: Tara Rao, 2026-12' });
    expect(figure(dialog, 'Total to collect')).toBe('₹3,000');
    expect(within(dialog).queryByLabelText(/UPI reference/)).toBeNull();
    priced = 3200; // the due day passed while the desk looked
    await user.click(within(dialog).getByRole('button', { name: 'Record ₹3,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The fee to collect is now INR 3,200: check it with the parent and record it again',
    );
    expect(await within(dialog).findByRole('button', { name: 'Record ₹3,200' })).toBeInTheDocument();
    expect(figure(dialog, 'Total to collect')).toBe('₹3,200');
    await user.click(within(dialog).getByRole('button', { name: 'Record ₹3,200' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('POST', '/fees/f1/payments').map((c) => c.body)).toEqual([
      { method: 'cash', total: 3000 },
      { method: 'cash', total: 3200 },
    ]);
  });

  it('a UPI payment carries its reference, typed from the keyboard', async () => {
    const user = userEvent.setup();
    const fake = api('staff', {
      'POST /fees/:id/payments': () => ({ body: { data: fee({ status: 'paid', paidBy: 'upi' }) } }),
    });
    renderConsole('/fees', fake);
    await user.click(await screen.findByRole('button', { name: 'Record payment for Tara Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.type(within(dialog).getByLabelText(/UPI reference/), 'UPI4471');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.callsTo('POST', '/fees/f1/payments')).toHaveLength(1));
    expect(fake.callsTo('POST', '/fees/f1/payments')[0].body).toEqual({
      method: 'upi',
      total: 3200,
      reference: 'UPI4471',
    });
  });

  it('an owner waives the fine with a reason', async () => {
    const user = userEvent.setup();
    const fake = api('owner', {
      'POST /fees/:id/fine': () => ({ body: { data: { invoiceId: 'f1', lateFine: 0 } } }),
    });
    renderConsole('/fees', fake);
    await user.click(await screen.findByRole('button', { name: 'Waive or reduce the fine for Tara Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save the fine' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Injured in the first week');
    await user.click(within(dialog).getByRole('button', { name: 'Save the fine' }));
    await waitFor(() => expect(fake.callsTo('POST', '/fees/f1/fine')).toHaveLength(1));
    expect(fake.callsTo('POST', '/fees/f1/fine')[0].body).toEqual({
      lateFine: 0,
      reason: 'Injured in the first week',
    });
  });

  it('pauses a student for months, lists the pauses and ends one', async () => {
    const user = userEvent.setup();
    const holiday = {
      id: 'p1',
      studentId: 's1',
      from: '2026-10',
      to: '2026-11',
      reason: 'Holiday',
      endedAt: null,
      createdAt: '2026-09-20T05:30:00.000Z',
    };
    const fake = api('staff', {
      'GET /academy/students/:id/pauses': () => ({
        body: {
          data: [holiday],
        },
      }),
      'POST /academy/students/:id/pauses': (call) => ({
        body: {
          data: {
            id: 'p2',
            studentId: 's1',
            endedAt: null,
            createdAt: '2026-12-11T05:30:00.000Z',
            ...(call.body as object),
          },
        },
      }),
      'POST /academy/students/:id/pauses/:pauseId/end': () => ({
        body: {
          data: { ...holiday, endedAt: '2026-12-11T05:30:00.000Z' },
        },
      }),
    });
    renderConsole('/fees', fake);
    await user.click(await screen.findByRole('button', { name: 'Pause Tara Rao' }));
    const dialog = screen.getByRole('dialog', { name: "Pause Tara Rao's fees" });
    expect(await within(dialog).findByText(/2026-10 to 2026-11: Holiday/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('From month'));
    await user.type(within(dialog).getByLabelText('From month'), '2027-01');
    await user.clear(within(dialog).getByLabelText('To month'));
    await user.type(within(dialog).getByLabelText('To month'), '2027-02');
    await user.type(within(dialog).getByLabelText('Reason'), 'Broken wrist');
    await user.click(within(dialog).getByRole('button', { name: 'Pause fees' }));
    await waitFor(() => expect(fake.callsTo('POST', '/academy/students/s1/pauses')).toHaveLength(1));
    expect(fake.callsTo('POST', '/academy/students/s1/pauses')[0].body).toEqual({
      from: '2027-01',
      to: '2027-02',
      reason: 'Broken wrist',
    });
    await user.click(within(dialog).getByRole('button', { name: 'End pause' }));
    await waitFor(() => expect(fake.callsTo('POST', '/academy/students/s1/pauses/p1/end')).toHaveLength(1));
  });

  it('filters go to the API; an empty result and an error say so', async () => {
    const user = userEvent.setup();
    let fail = false;
    const fake = api('staff', {
      'GET /academy/batches': () => ({
        body: {
          data: [
            {
              id: 'b1',
              course: 'Beginner Quad',
              courseId: 'c1',
              centre: 'Andheri',
              days: ['Mon', 'Wed'],
              startTime: '17:00',
              endTime: '18:00',
              coachId: null,
              coach: '',
              levelId: null,
              level: '',
              ageBand: '',
              capacity: 10,
              enrolled: 1,
              seatsLeft: 9,
              waiting: 0,
              price: 3000,
              trialPrice: 0,
              termStart: '',
              termEnd: '',
            },
          ],
        },
      }),
      'GET /fees': (call) =>
        fail
          ? { status: 500, body: envelope('The fees could not be read') }
          : { body: feesPage(call.query.status === 'paid' ? [] : [fee()]) },
    });
    renderConsole('/fees', fake);
    await screen.findByRole('table', { name: 'Fees' });
    await user.selectOptions(screen.getByLabelText('Centre'), 'Andheri');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(await screen.findByText('No fees match these filters.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/fees').at(-1)?.query).toEqual({
      centre: 'Andheri',
      status: 'paid',
    });
    fail = true;
    await user.selectOptions(screen.getByLabelText('Batch'), 'b1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The fees could not be read');
  });
});
