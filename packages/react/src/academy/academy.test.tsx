import { STORAGE_KEYS } from '@skatekit/core/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyAccountPage } from '../account/MyAccountPage';
import { STORED_USER, signedInRoutes } from '../shell/testRoutes';
import { renderForm } from '../test/form';
import { studentRecord } from '../test/academy';
import { Timetable } from './Timetable';

const batch = (id: string, extra: Record<string, unknown> = {}) => ({
  batch_id: id,
  course: 'Beginner Quad',
  course_id: 'c1',
  centre: 'Malad (E)',
  days: ['Mon', 'Wed'],
  start_time: '17:00',
  end_time: '18:00',
  coach: 'Meera Iyer',
  level: 'Beginner',
  level_id: 'l1',
  age_band: '6-9',
  capacity: 10,
  seats_left: 3,
  waiting: 0,
  price: 4500,
  trial_price: 0,
  term_start: '2026-01-01',
  term_end: '2027-12-31',
  ...extra,
});

const student = studentRecord;

const BATCHES = {
  data: [
    batch('b1'),
    batch('b2', {
      course: 'Intermediate Quad',
      days: ['Sat'],
      start_time: '09:00',
      end_time: '10:30',
      seats_left: 0,
      waiting: 2,
    }),
    batch('b3', { centre: 'Andheri', days: ['Sun'], start_time: '08:00', end_time: '09:00' }),
  ],
};

function setup(routes: Record<string, unknown> = {}, signedIn = true) {
  return renderForm(
    <Timetable />,
    {
      ...signedInRoutes(),
      'GET /batches/ACAD1': BATCHES,
      'GET /students/u1': { data: [student('s1', 'Zara Rao'), student('s2', 'Kiara Rao')] },
      ...routes,
    },
    signedIn
      ? {
          stored: {
            [STORAGE_KEYS.user]: STORED_USER,
            [STORAGE_KEYS.tokens]: { accessToken: 'a', refreshToken: 'r' },
          },
        }
      : {},
  );
}

describe('Timetable', { timeout: 40_000 }, () => {
  it('shows the week by centre, day and time with places left; a full batch offers the waiting list', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Timetable' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Malad (E)',
      'Andheri',
    ]);
    const monday = screen.getByRole('region', { name: 'Malad (E), Mon' });
    expect(within(monday).getByText('17:00–18:00')).toBeInTheDocument();
    expect(within(monday).getByText('3 places left')).toBeInTheDocument();
    expect(within(monday).getByText('Coach: Meera Iyer · Level: Beginner · 6-9')).toBeInTheDocument();
    expect(within(monday).getByText('Term fee: ₹4,500 · Free trial')).toBeInTheDocument();
    const saturday = screen.getByRole('region', { name: 'Malad (E), Sat' });
    expect(within(saturday).getByText('Full')).toBeInTheDocument();
    expect(within(saturday).getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(within(saturday).queryByRole('button', { name: 'Book a trial' })).toBeNull();
  });

  it('enrol picks a child and a batch; a full batch answers the place on the waiting list', async () => {
    const { ui, calls } = setup({
      'POST /enrolments': (call: { body: { batch_id: string } }) =>
        call.body.batch_id === 'b2'
          ? {
              success: true,
              message: 'Added to the waiting list',
              status: 'waitlisted',
              position: 3,
              enrolment_id: 'e2',
            }
          : { success: true, message: 'Enrolled', status: 'enrolled', position: null, enrolment_id: 'e1' },
    });
    const monday = await screen.findByRole('region', { name: 'Malad (E), Mon' });
    await ui.click(within(monday).getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a child');
    expect(calls.filter((c) => c.url === '/enrolments')).toEqual([]);

    await ui.selectOptions(screen.getByLabelText('Enrol which child'), 'Kiara Rao');
    await ui.click(within(monday).getByRole('button', { name: 'Enrol' }));
    expect(await within(monday).findByText('Kiara Rao is enrolled in Beginner Quad.')).toBeInTheDocument();
    const saturday = screen.getByRole('region', { name: 'Malad (E), Sat' });
    await ui.click(within(saturday).getByRole('button', { name: 'Join the waiting list' }));
    expect(
      await within(saturday).findByText('Kiara Rao is number 3 on the waiting list.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/enrolments').map((c) => c.body)).toEqual([
      { student_id: 's2', batch_id: 'b1' },
      { student_id: 's2', batch_id: 'b2' },
    ]);
  });

  it('a guest is sent to sign in before enrolling, and comes back to the timetable', async () => {
    const { ui, navigate, storefront } = setup({}, false);
    await ui.click(await screen.findByRole('button', { name: 'Sign in to enrol your child' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(storefront.returnPage.getState().path).toBe('/timetable');
  });
});

describe("My Account's Students tab", { timeout: 40_000 }, () => {
  it("shows each child's admission, batch or waiting place, attendance, level and skills", async () => {
    const { ui } = renderForm(
      <MyAccountPage />,
      {
        ...signedInRoutes(),
        'GET /payment/u1': { data: [] },
        'GET /admission-pay/details/u1': { data: [] },
        'GET /students/u1': {
          data: [
            student('s1', 'Zara Rao', { admission_id: 'adm1', level: 'Beginner' }),
            student('s2', 'Kiara Rao'),
          ],
        },
        'GET /enrolments/u1': {
          data: [
            {
              enrolment_id: 'e1',
              student_id: 's1',
              batch_id: 'b1',
              status: 'enrolled',
              position: null,
              offer_expires_at: '',
              createdAt: '',
            },
            {
              enrolment_id: 'e2',
              student_id: 's2',
              batch_id: 'b2',
              status: 'waitlisted',
              position: 2,
              offer_expires_at: '',
              createdAt: '',
            },
          ],
        },
        'GET /batches/ACAD1': BATCHES,
        'GET /attendance/s1': {
          data: [
            { date: '2026-12-02', batch_id: 'b1', course: 'Beginner Quad', mark: 'present', makeup: false },
            { date: '2026-11-30', batch_id: 'b1', course: 'Beginner Quad', mark: 'late', makeup: false },
          ],
          makeup_credits: 0,
        },
        'GET /attendance/s2': { data: [], makeup_credits: 0 },
        'GET /progress/s1': {
          level: { level_id: 'l1', name: 'Beginner' },
          skills: [
            { skill_id: 'k1', name: 'Stand', done: true },
            { skill_id: 'k2', name: 'Glide', done: false },
          ],
          ready: false,
        },
        'GET /progress/s2': { level: null, skills: [], ready: false },
      },
      {
        stored: {
          [STORAGE_KEYS.user]: STORED_USER,
          [STORAGE_KEYS.tokens]: { accessToken: 'a', refreshToken: 'r' },
        },
      },
    );
    await ui.click(await screen.findByRole('tab', { name: 'Students' }));
    const zara = await screen.findByRole('listitem', { name: 'Zara Rao' });
    expect(within(zara).getByText('Admitted')).toBeInTheDocument();
    expect(
      within(zara).getByText('Beginner Quad, Malad (E), Mon Wed 17:00–18:00 · Enrolled'),
    ).toBeInTheDocument();
    expect(await within(zara).findByText('Present 1 · Absent 0 · Late 1')).toBeInTheDocument();
    expect(within(zara).getByText('2 Dec 2026 · Beginner Quad · Present')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(zara).getByText('Level: Beginner · 1 of 2 skills')).toBeInTheDocument(),
    );
    expect(within(zara).getByText('No payments yet')).toBeInTheDocument();
    const kiara = screen.getByRole('listitem', { name: 'Kiara Rao' });
    expect(within(kiara).getByText('No admission yet')).toBeInTheDocument();
    expect(
      within(kiara).getByText('Intermediate Quad, Malad (E), Sat 09:00–10:30 · Waiting list: number 2'),
    ).toBeInTheDocument();
    expect(await within(kiara).findByText('No class marked yet')).toBeInTheDocument();
    expect(within(kiara).getByText('No level yet')).toBeInTheDocument();
  });
  it("lists payments that name no admission once, as the family's, not under a guessed child", async () => {
    const { ui } = renderForm(
      <MyAccountPage />,
      {
        ...signedInRoutes(),
        'GET /payment/u1': { data: [] },
        'GET /admission-pay/details/u1': {
          data: [
            {
              order_id: 'adm-1',
              createdAt: '2024-02-01T10:00:00Z',
              user_name: 'Asha Rao',
              payment_mode: 'Pay now',
              status: 'Paid',
              amountafterdiscount: 3000,
              cart_products: [],
            },
          ],
        },
        'GET /students/u1': { data: [student('s1', 'Zara Rao', { admission_id: 'adm1' })] },
        'GET /enrolments/u1': { data: [] },
        'GET /batches/ACAD1': BATCHES,
        'GET /attendance/s1': { data: [], makeup_credits: 0 },
        'GET /progress/s1': { level: null, skills: [], ready: false },
      },
      {
        stored: {
          [STORAGE_KEYS.user]: STORED_USER,
          [STORAGE_KEYS.tokens]: { accessToken: 'a', refreshToken: 'r' },
        },
      },
    );
    await ui.click(await screen.findByRole('tab', { name: 'Students' }));
    const zara = await screen.findByRole('listitem', { name: 'Zara Rao' });
    expect(within(zara).queryByRole('heading', { name: 'Payments' })).toBeNull();
    const family = screen.getByRole('region', { name: 'Payments' });
    expect(within(family).getByText('1 Feb 2024 · ₹3,000 · Paid')).toBeInTheDocument();
  });
});
