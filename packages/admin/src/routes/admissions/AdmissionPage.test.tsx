import type { AdmissionDetail } from '@skatekit/console-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { admissionSummary, sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const admission: AdmissionDetail = {
  ...admissionSummary({ feeStatus: 'Pending' }),
  fatherName: 'Vinod Menon',
  motherName: 'Lata Menon',
  dob: '2015-04-02',
  gender: 'Female',
  school: 'St. Mary',
  address: '4 Lane 5, Pune',
  pincode: '411001',
  aadharLast4: '1234',
  rulesAgreed: true,
  parentMessage: '',
  reviewedAt: null,
  userId: 'u2',
  feePayments: [
    {
      id: 'f1',
      number: 'AD-2001',
      createdAt: '2026-11-18T06:00:00.000Z',
      amount: 4500,
      paymentStatus: 'Failed',
      paidAt: null,
      refundNeeded: false,
    },
  ],
  audit: [],
};

describe('admission', () => {
  it('shows the student, course, documents and fee, and saves a review with its message to the parent', async () => {
    const user = userEvent.setup();
    let current = admission;
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /admissions/:id': () => ({ body: { data: current } }),
      'POST /admissions/:id/review': (call) => {
        const body = call.body as { status: 'confirmed'; message: string };
        current = {
          ...current,
          reviewStatus: body.status,
          parentMessage: body.message,
          reviewedAt: '2026-11-19T05:00:00.000Z',
        };
        return { body: { data: current } };
      },
    });
    renderConsole('/admissions/ad1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admission: Riya Menon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aadhaar ending 1234 · rules agreed')).toBeInTheDocument();
    expect(screen.getByText('₹4,500 · due')).toBeInTheDocument();
    expect(screen.getByText('AD-2001 · ₹4,500 · Failed')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Confirmed' }));
    await user.type(screen.getByLabelText('Message to the parent'), 'Batch of 6 pm');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admissions/ad1/review')[0]?.body).toEqual({
        status: 'confirmed',
        message: 'Batch of 6 pm',
      }),
    );
    expect(await screen.findByText('· 19/11/26 - 10:30', { exact: false })).toBeInTheDocument();
  });
});
