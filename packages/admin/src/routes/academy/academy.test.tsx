import { type AcademyBatchDetail, ROLE_PERMISSIONS, type SessionResponse } from '@skatekit/console-contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, fakeApi } from '../../test/fakeApi';
import { batchSummaryOf, sessionOf } from '../../test/fixtures';
import { currentPath, navLinks, renderConsole } from '../../test/render';
import { ATTENDANCE_QUEUE_KEY } from './attendanceQueue';

/** The demo coach's session: academy screens only. */
function coachSession(): SessionResponse {
  const staff = sessionOf('staff');
  return {
    ...staff,
    staff: {
      ...staff.staff,
      id: 'st-coach',
      email: 'coach@skate01.test',
      name: 'Kabir Coach',
      role: 'coach',
    },
    permissions: [...ROLE_PERMISSIONS.coach],
    csrfToken: 'csrf-coach',
  };
}

const batch = batchSummaryOf;

const today = {
  day: '2026-12-02',
  batches: [
    {
      batchId: 'b1',
      course: 'Beginner Quad',
      centre: 'Malad (E)',
      startTime: '17:00',
      endTime: '18:00',
      coach: 'Kabir Coach',
      students: [
        { studentId: 's1', student: 'Zara Shah', medicalNote: '', mark: null, makeup: false },
        {
          studentId: 's2',
          student: 'Ayaan Shah',
          medicalNote: 'Asthma inhaler in bag',
          mark: 'late',
          makeup: false,
        },
      ],
    },
  ],
};

afterEach(() => onlineManager.setOnline(true));

describe('attendance on a coach phone', () => {
  it('a coach sees only the academy screens and lands on Attendance, not the money overview', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: coachSession() }),
      'GET /academy/attendance': () => ({ body: today }),
    });
    const { router } = renderConsole('/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/attendance');
    expect(navLinks()).toEqual(['Attendance', 'Students', 'Batches', 'Timetable', 'Trials', 'Levels']);
    expect(api.callsTo('GET', '/overview')).toEqual([]);
  });

  it('one tap per student; offline taps wait in storage and go, with their client ids, once online', async () => {
    const user = userEvent.setup();
    const marks: Call[] = [];
    const api = fakeApi({
      'GET /session': () => ({ body: coachSession() }),
      'GET /academy/attendance': () => ({ body: today }),
      'POST /academy/attendance': (call) => {
        marks.push(call);
        const body = call.body as { marks: { clientId: string }[] };
        return { body: { results: body.marks.map((m) => ({ clientId: m.clientId, outcome: 'recorded' })) } };
      },
    });
    renderConsole('/attendance', api);
    const zara = await screen.findByRole('group', { name: 'Zara Shah' });
    const ayaan = screen.getByRole('group', { name: 'Ayaan Shah' });
    expect(within(ayaan).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Medical: Asthma inhaler in bag')).toBeInTheDocument();
    expect(screen.getByText('All marks sent')).toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    await user.click(within(zara).getByRole('button', { name: 'Present' }));
    await user.click(within(ayaan).getByRole('button', { name: 'Absent' }));
    expect(within(zara).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(ayaan).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('2 marks waiting to be sent: offline, they go when the phone is back online'),
    ).toBeInTheDocument();
    const queued = JSON.parse(localStorage.getItem(ATTENDANCE_QUEUE_KEY) ?? '[]') as { clientId: string }[];
    expect(queued.map(({ clientId: _, ...mark }) => mark)).toEqual([
      { batchId: 'b1', studentId: 's1', day: '2026-12-02', mark: 'present' },
      { batchId: 'b1', studentId: 's2', day: '2026-12-02', mark: 'absent' },
    ]);
    expect(marks).toEqual([]);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('All marks sent')).toBeInTheDocument();
    expect(marks.map((call) => call.body)).toEqual([
      { marks: [{ ...queued[0] }] },
      { marks: [{ ...queued[1] }] },
    ]);
    expect(marks[0]?.headers['x-csrf-token']).toBe('csrf-coach');
    expect(localStorage.getItem(ATTENDANCE_QUEUE_KEY)).toBeNull();
  });

  it('no batch today says so', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: coachSession() }),
      'GET /academy/attendance': () => ({ body: { day: '2026-12-06', batches: [] } }),
    });
    renderConsole('/attendance', api);
    expect(await screen.findByText('No batch of yours meets today.')).toBeInTheDocument();
  });
});

describe('batches and students', () => {
  it('a batch shows its places, roster and waiting list; Move puts a student in another batch', async () => {
    const user = userEvent.setup();
    const detail: AcademyBatchDetail = {
      ...batch(),
      roster: [
        {
          enrolmentId: 'e1',
          studentId: 's1',
          student: 'Zara Shah',
          parentName: 'Priya Shah',
          parentMobile: '9876500001',
          status: 'enrolled',
          position: null,
          offerExpiresAt: null,
          medicalNote: '',
        },
      ],
      waitingList: [
        {
          enrolmentId: 'e9',
          studentId: 's9',
          student: 'Ira Nair',
          parentName: 'Anil Nair',
          parentMobile: '9876500009',
          status: 'waitlisted',
          position: 1,
          offerExpiresAt: null,
          medicalNote: '',
        },
      ],
    };
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /academy/batches/:id': () => ({ body: { data: detail } }),
      'GET /academy/batches': () => ({
        body: { data: [batch(), batch({ id: 'b2', centre: 'Andheri', days: ['Sat'], seatsLeft: 3 })] },
      }),
      'POST /academy/batches/:id/move': () => ({
        body: { enrolmentId: 'e1', status: 'enrolled', position: null },
      }),
    });
    renderConsole('/batches/b1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch: Beginner Quad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Full (10)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roster (1 student)' })).toBeInTheDocument();
    expect(screen.getByText('1. Ira Nair')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Zara Shah to another batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Zara Shah' });
    const select = within(dialog).getByLabelText('Move to');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a batch', 'Beginner Quad, Andheri, Sat · 17:00–18:00 (3 of 10 left)']);
    await user.selectOptions(select, 'b2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/academy/batches/b1/move').map((call) => call.body)).toEqual([
      { enrolmentId: 'e1', toBatchId: 'b2' },
    ]);
  });

  it('students are searched by student or parent name or phone', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /academy/students': (call) => ({
        body: {
          data: call.query.q
            ? [
                {
                  id: 's2',
                  name: 'Ayaan Shah',
                  dob: '2018-04-02',
                  gender: 'Male',
                  centre: 'Malad (E)',
                  level: 'Beginner',
                  parentName: 'Priya Shah',
                  parentMobile: '9876500001',
                  parentEmail: 'priya@example.test',
                  batches: ['Beginner Quad, Mon, Wed 17:00'],
                  makeupCredits: 0,
                  createdAt: '2026-11-20T06:00:00.000Z',
                },
              ]
            : [],
          total: call.query.q ? 1 : 0,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    const { router } = renderConsole('/students', api);
    expect(await screen.findByText('No students yet.')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Search students by student or parent name or phone'),
      '98765{Enter}',
    );
    expect(await screen.findByText('Ayaan Shah')).toBeInTheDocument();
    expect(screen.getByText('1 student')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:9876500001');
    expect(currentPath(router)).toBe('/students?q=98765');
    expect(api.callsTo('GET', '/academy/students').at(-1)?.query).toEqual({ q: '98765' });
  });
});
