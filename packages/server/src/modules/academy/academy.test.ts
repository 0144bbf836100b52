import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/admin';
import {
  realClockAfterEach,
  serverForFile,
  shiftClock,
  startTestServer,
  type TestServer,
} from '../../../test/helper';
import { call, type SignedUpUser, signUp } from '../../../test/session';
import { type Database, openDatabase } from '../../db/client';
import { admissions, attendance, outbox, students } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../paths';
import { indiaDay } from '../../lib/india-days';
import { DEMO_OWNER_PASSWORD, DEMO_PARENT_PASSWORD } from '../../seed/demo-owners';
import { ACADEMY_DEMO } from '../../seed/skate01/academy';
import { ACADEMY_TEXTS, createAcademyClient, WEEKDAYS } from '../../platform/core';

const server = serverForFile();
realClockAfterEach(server);

const academyAs = (on: Pick<TestServer, 'url'>, user: SignedUpUser) =>
  createAcademyClient({ baseUrl: on.url, merchantCode: user.mainId, getToken: () => user.accessToken });

const child = (user: SignedUpUser, name: string) => ({
  name,
  gender: 'Female' as const,
  center: 'Andheri',
  fatherName: 'Rohan Patil',
  motherName: 'Asha Patil',
  user_id: user.userId,
});

const form = (user: SignedUpUser, name: string, studentId?: string) => ({
  name,
  fatherName: 'Rohan Patil',
  motherName: 'Asha Patil',
  aadhar: '123456789012',
  gender: 'Female' as const,
  address: '12 Link Road',
  pincode: '400064',
  mobile: '9876543210',
  email: user.email,
  center: 'Andheri',
  rulesAgreed: true as const,
  user_id: user.userId,
  ...(studentId ? { student_id: studentId } : {}),
});

/** A batch meeting every day this term, made by the owner over the console. */
async function makeBatch(
  owner: Awaited<ReturnType<typeof adminSession>>,
  capacity: number,
  coachId: string | null = null,
) {
  const today = indiaDay(new Date());
  const made = await owner.call<{ data: { id: string } }>('POST', '/academy/batches', {
    course: 'Beginner Quad',
    centre: 'Andheri',
    days: [...WEEKDAYS],
    startTime: '17:00',
    endTime: '18:00',
    coachId,
    capacity,
    price: 3000,
    trialPrice: 0,
    termStart: today,
    termEnd: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id;
}

/** A new access token for `user` (after the clock moved past the old one's life). */
async function signInAgain(user: SignedUpUser): Promise<void> {
  const answer = await call<{ accessToken: string }>(server, 'POST', '/loginuser', {
    body: { email: user.email, password: user.password, main_id: user.mainId },
  });
  expect(answer.status).toBe(200);
  user.accessToken = answer.body.accessToken;
}

/** The file's parents, made once: sign-ups are rate-limited per address, students are not. */
const pool: SignedUpUser[] = [];

/** `n` students spread over the file's six parents, or over one new parent of their own with `own`. */
async function manyStudents(n: number, own = false): Promise<{ parent: SignedUpUser; studentId: string }[]> {
  if (pool.length === 0) pool.push(...(await Promise.all(Array.from({ length: 6 }, () => signUp(server)))));
  const parents = own ? [await signUp(server)] : pool;
  // Ten at a time: the enrolments are the concurrent part, not the set-up.
  const made: { parent: SignedUpUser; studentId: string }[] = [];
  for (let start = 0; start < n; start += 10) {
    const chunk = Array.from({ length: Math.min(10, n - start) }, (_, j) => start + j);
    made.push(
      ...(await Promise.all(
        chunk.map(async (i) => {
          const parent = parents[i % parents.length];
          const student = await academyAs(server, parent).addStudent(child(parent, `Skater ${i + 1}`));
          return { parent, studentId: student.student_id };
        }),
      )),
    );
  }
  return made;
}

describe('families: students and their admissions', () => {
  it("two students' admissions under one parent both stand", async () => {
    const parent = await signUp(server);
    const academy = academyAs(server, parent);
    const api = server.createApi({ getToken: () => parent.accessToken });
    const zara = await academy.addStudent(child(parent, 'Zara Patil'));
    const ayaan = await academy.addStudent({ ...child(parent, 'Ayaan Patil'), gender: 'Male' });
    const zaraAdmission = await api.admissions.create(form(parent, 'Zara Patil', zara.student_id));
    const ayaanAdmission = await api.admissions.create({
      ...form(parent, 'Ayaan Patil', ayaan.student_id),
      gender: 'Male',
    });
    expect(ayaanAdmission.id).not.toBe(zaraAdmission.id);
    // Zara's again, with the masked number on file: her admission is updated, Ayaan's untouched.
    const again = await api.admissions.create({
      ...form(parent, 'Zara Patil', zara.student_id),
      aadhar: 'XXXXXXXX9012',
      school: 'Sunrise School',
    });
    expect(again.id).toBe(zaraAdmission.id);
    const zaraNow = await api.admissions.get(parent.userId, zara.student_id);
    const ayaanNow = await api.admissions.get(parent.userId, ayaan.student_id);
    expect([zaraNow?.name, zaraNow?.school, zaraNow?.student_id]).toEqual([
      'Zara Patil',
      'Sunrise School',
      zara.student_id,
    ]);
    expect([ayaanNow?.name, ayaanNow?.gender, ayaanNow?.id]).toEqual([
      'Ayaan Patil',
      'Male',
      ayaanAdmission.id,
    ]);
    const listed = await academy.students(parent.userId);
    expect(listed.map((s) => [s.name, s.admission_id])).toEqual([
      ['Zara Patil', zaraAdmission.id],
      ['Ayaan Patil', ayaanAdmission.id],
    ]);
  });

  it('an admission without a student_id makes a student of its own', async () => {
    const parent = await signUp(server);
    const api = server.createApi({ getToken: () => parent.accessToken });
    const saved = await api.admissions.create(form(parent, 'Kiara Patil'));
    const listed = await academyAs(server, parent).students(parent.userId);
    expect(listed.map((s) => [s.name, s.admission_id, s.student_id])).toEqual([
      ['Kiara Patil', saved.id, saved.student_id],
    ]);
  });
});

describe('batches: capacity and the waiting list', () => {
  it('60 parallel enrolments into a batch of 10 give exactly 10 enrolled and 50 waitlisted with positions 1..50 in order', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const batchId = await makeBatch(owner, 10);
    const kids = await manyStudents(60);
    const answers = await Promise.all(
      kids.map(({ parent, studentId }) =>
        academyAs(server, parent).enrol({ student_id: studentId, batch_id: batchId }),
      ),
    );
    expect(answers.filter((a) => a.status === 'enrolled').length).toBe(10);
    const waiting = answers.filter((a) => a.status === 'waitlisted');
    expect(waiting.map((a) => a.position).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const detail = await owner.call<{
      data: { seatsLeft: number; enrolled: number; waitingList: { enrolmentId: string; position: number }[] };
    }>('GET', `/academy/batches/${batchId}`);
    expect([detail.body.data.seatsLeft, detail.body.data.enrolled]).toEqual([0, 10]);
    // The list's order is the order of the positions given.
    const byId = new Map(waiting.map((a) => [a.enrolment_id, a.position]));
    expect(detail.body.data.waitingList.map((w) => byId.get(w.enrolmentId))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  }, 120_000);

  it('60 parallel enrolments over two server instances give exactly 10 enrolled and 50 waitlisted', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const batchId = await makeBatch(owner, 10);
    const kids = await manyStudents(60);
    // A second API instance on the same database: its own app and HTTP server, and on PostgreSQL its own
    // connection pool to the same schema (an in-memory PGlite can only be shared as it is).
    const url = process.env.TEST_DATABASE_URL;
    const current = (await server.app.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    };
    const [{ schema }] = current.rows;
    const shared: Database = url
      ? await openDatabase({ databaseUrl: url, pgSchema: schema, maxConnections: 5 })
      : { ...server.database, close: async () => {} };
    const second = await startTestServer({ seed: false }, { database: shared });
    try {
      const answers = await Promise.all(
        kids.map(({ parent, studentId }, i) =>
          academyAs(i % 2 ? second : server, parent).enrol({ student_id: studentId, batch_id: batchId }),
        ),
      );
      expect(answers.filter((a) => a.status === 'enrolled').length).toBe(10);
      expect(
        answers
          .filter((a) => a.status === 'waitlisted')
          .map((a) => a.position)
          .sort((x, y) => (x ?? 0) - (y ?? 0)),
      ).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const [batch] = (await academyAs(second, kids[0].parent).batches()).filter(
        (b) => b.batch_id === batchId,
      );
      expect([batch.seats_left, batch.waiting]).toEqual([0, 50]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('a freed place goes to the first waitlisted, and after the time limit to the next', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const batchId = await makeBatch(owner, 1);
    const [first, second, third] = await manyStudents(3, true);
    const enrol = (k: typeof first) =>
      academyAs(server, k.parent).enrol({ student_id: k.studentId, batch_id: batchId });
    const a = await enrol(first);
    const b = await enrol(second);
    const c = await enrol(third);
    expect([a.status, b.status, b.position, c.status, c.position]).toEqual([
      'enrolled',
      'waitlisted',
      1,
      'waitlisted',
      2,
    ]);

    await academyAs(server, first.parent).withdraw(a.enrolment_id);
    const offered = (await academyAs(server, second.parent).enrolments(second.parent.userId)).find(
      (e) => e.enrolment_id === b.enrolment_id,
    );
    expect(offered?.status).toBe('offered');
    const mails = await server.app.db
      .select({ recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.template, 'academy.place-offered.customer'));
    expect(mails.filter((m) => m.subject.startsWith('A place is free for Skater 2'))).toEqual([
      { recipient: second.parent.email, subject: expect.stringContaining('Beginner Quad, Andheri') },
    ]);
    // The third waits: no place for them yet.
    const early = await call(server, 'POST', `/enrolments/${c.enrolment_id}/accept`, {
      headers: { authorization: `Bearer ${third.parent.accessToken}` },
    });
    expect([early.status, (early.body as { message: string }).message]).toEqual([
      409,
      ACADEMY_TEXTS.NO_OFFER,
    ]);

    // 25 hours on, the offer (24 hours by default) has lapsed: the place goes to the third.
    shiftClock(server, 25 * 3_600_000);
    await Promise.all([second.parent, third.parent].map(signInAgain));
    const thirds = await academyAs(server, third.parent).enrolments(third.parent.userId);
    expect(thirds.find((e) => e.enrolment_id === c.enrolment_id)?.status).toBe('offered');
    const late = await call(server, 'POST', `/enrolments/${b.enrolment_id}/accept`, {
      headers: { authorization: `Bearer ${second.parent.accessToken}` },
    });
    expect([late.status, (late.body as { message: string }).message]).toEqual([
      409,
      ACADEMY_TEXTS.OFFER_EXPIRED,
    ]);
    const taken = await academyAs(server, third.parent).acceptOffer(c.enrolment_id);
    expect(taken.status).toBe('enrolled');
    const [batch] = (await academyAs(server, third.parent).batches()).filter((x) => x.batch_id === batchId);
    expect([batch.seats_left, batch.waiting]).toEqual([0, 0]);
  }, 60_000);
});

describe('the coach role', () => {
  it("a coach session gets 403 on orders, refunds, exports and other coaches' batches", async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const coach = await adminSession(server, { role: 'coach' });
    const other = await adminSession(server, { role: 'coach' });
    const mine = await makeBatch(owner, 5, coach.staffId);
    const theirs = await makeBatch(owner, 5, other.staffId);
    const refused = 'Your role does not allow this';
    for (const [method, path] of [
      ['GET', '/orders'],
      ['POST', `/orders/${randomUUID()}/refunds`],
      ['GET', '/exports/orders.csv'],
      ['GET', '/overview'],
      ['GET', '/customers'],
      ['GET', `/academy/batches/${theirs}`],
    ] as const) {
      const body = path.endsWith('/refunds') ? { amount: 1, reason: 'Test', requestKey: randomUUID() } : {};
      const answer = await coach.call<{ message: string }>(
        method,
        path,
        method === 'POST' ? body : undefined,
      );
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, refused]);
    }
    const [kid] = await manyStudents(1);
    await academyAs(server, kid.parent).enrol({ student_id: kid.studentId, batch_id: theirs });
    const mark = {
      clientId: randomUUID(),
      batchId: theirs,
      studentId: kid.studentId,
      day: indiaDay(new Date()),
      mark: 'present',
    };
    const marked = await coach.call<{ message: string }>('POST', '/academy/attendance', { marks: [mark] });
    expect([marked.status, marked.body.message]).toEqual([403, refused]);
    expect((await coach.call('GET', `/academy/batches/${mine}`)).status).toBe(200);
    const listed = await coach.call<{ data: { id: string }[] }>('GET', '/academy/batches');
    expect(listed.body.data.map((b) => b.id)).toEqual([mine]);
  });
});

describe('attendance', () => {
  it('a queued attendance sent twice counts once', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const coach = await adminSession(server, { role: 'coach' });
    expect(
      (await owner.call('PUT', '/academy/settings', { makeupCredits: true, offerHours: 24 })).status,
    ).toBe(200);
    const batchId = await makeBatch(owner, 5, coach.staffId);
    const [kid] = await manyStudents(1);
    await academyAs(server, kid.parent).enrol({ student_id: kid.studentId, batch_id: batchId });
    const day = indiaDay(new Date());
    const marks = {
      marks: [{ clientId: randomUUID(), batchId, studentId: kid.studentId, day, mark: 'absent' }],
    };
    const sent = await coach.call<{ results: { outcome: string }[] }>('POST', '/academy/attendance', marks);
    const again = await coach.call<{ results: { outcome: string }[] }>('POST', '/academy/attendance', marks);
    expect([sent.status, sent.body.results[0].outcome, again.status, again.body.results[0].outcome]).toEqual([
      200,
      'recorded',
      200,
      'duplicate',
    ]);
    const rows = await server.app.db
      .select()
      .from(attendance)
      .where(eq(attendance.student_id, kid.studentId));
    expect(rows.map((r) => [r.day, r.mark])).toEqual([[day, 'absent']]);
    const seen = await academyAs(server, kid.parent).attendance(kid.studentId);
    expect([seen.data.map((e) => [e.date, e.mark]), seen.makeup_credits]).toEqual([[[day, 'absent']], 1]);
    const dayView = await coach.call<{ batches: { batchId: string; students: { mark: string }[] }[] }>(
      'GET',
      `/academy/attendance?day=${day}`,
    );
    expect(dayView.body.batches.map((b) => [b.batchId, b.students.map((s) => s.mark)])).toEqual([
      [batchId, ['absent']],
    ]);
  });
});

describe('merchant isolation', () => {
  it("another merchant's student and batch ids are 404 on every new route", async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const batchId = await makeBatch(owner, 5);
    const [kid] = await manyStudents(1);
    const enrolled = await academyAs(server, kid.parent).enrol({
      student_id: kid.studentId,
      batch_id: batchId,
    });
    const made = await owner.call<{ data: { id: string; skills: { id: string }[] } }>(
      'POST',
      '/academy/levels',
      {
        name: 'Isolation level',
        position: 9,
        skills: ['glide'],
      },
    );
    const level = made.body.data;
    expect([made.status, level.skills.length]).toEqual([200, 1]);
    const [studentRow] = await server.app.db.select().from(students).where(eq(students.id, kid.studentId));
    expect(studentRow.main_id).toBe('SKATE01');

    const rollr = await signUp(server, { mainId: 'ROLLR02' });
    const auth = { authorization: `Bearer ${rollr.accessToken}` };
    const body = { user_id: rollr.userId, main_id: 'ROLLR02' };
    for (const [method, path, sent] of [
      ['PUT', `/students/${kid.studentId}`, { ...body, name: 'X', gender: 'Male', center: 'Andheri' }],
      ['POST', '/enrolments', { student_id: kid.studentId, batch_id: batchId }],
      ['POST', `/enrolments/${enrolled.enrolment_id}/accept`, undefined],
      ['DELETE', `/enrolments/${enrolled.enrolment_id}`, undefined],
      ['POST', '/trials', { student_id: kid.studentId, batch_id: batchId, date: indiaDay(new Date()) }],
      ['POST', '/makeups', { student_id: kid.studentId, batch_id: batchId, date: indiaDay(new Date()) }],
      ['GET', `/attendance/${kid.studentId}`, undefined],
      ['GET', `/progress/${kid.studentId}`, undefined],
    ] as const) {
      const answer = await call(server, method, path, { headers: auth, body: sent });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    // Their own student cannot enrol in SKATE01's batch either.
    const own = await academyAs(server, rollr).addStudent(child(rollr, 'Rolla'));
    const cross = await call(server, 'POST', '/enrolments', {
      headers: auth,
      body: { student_id: own.student_id, batch_id: batchId },
    });
    expect([cross.status, (cross.body as { message: string }).message]).toEqual([
      404,
      ACADEMY_TEXTS.BATCH_NOT_FOUND,
    ]);
    // Another parent of the same merchant: 404 too (not theirs).
    const stranger = await signUp(server);
    const peek = await call(server, 'GET', `/attendance/${kid.studentId}`, {
      headers: { authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(peek.status).toBe(404);
    const admit = await call(server, 'POST', '/admission', {
      headers: { authorization: `Bearer ${stranger.accessToken}` },
      body: { ...form(stranger, 'Zara'), main_id: 'SKATE01', student_id: kid.studentId },
    });
    expect(admit.status).toBe(404);

    const rollrOwner = await adminSession(server, { role: 'owner', merchant: 'ROLLR02' });
    for (const [method, path, sent] of [
      ['GET', `/academy/students/${kid.studentId}`, undefined],
      ['POST', `/academy/students/${kid.studentId}/level`, { levelId: level.id }],
      ['GET', `/academy/batches/${batchId}`, undefined],
      [
        'POST',
        `/academy/batches/${batchId}/move`,
        { enrolmentId: enrolled.enrolment_id, toBatchId: batchId },
      ],
      ['PUT', `/academy/levels/${level.id}`, { name: 'X', position: 1, skills: [] }],
      ['POST', '/academy/skills', { studentId: kid.studentId, skillId: level.skills[0].id, done: true }],
      ['PATCH', `/academy/trials/${randomUUID()}`, { status: 'attended' }],
      [
        'POST',
        '/academy/attendance',
        {
          marks: [
            {
              clientId: randomUUID(),
              batchId,
              studentId: kid.studentId,
              day: indiaDay(new Date()),
              mark: 'present',
            },
          ],
        },
      ],
    ] as const) {
      const answer = await rollrOwner.call(method, path, sent);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    const lists = await rollrOwner.call<{ data: { name: string }[] }>('GET', '/academy/students');
    expect(lists.body.data.map((s) => s.name)).toEqual(['Rolla']);
    const seenBatches = await rollrOwner.call<{ data: { id: string }[] }>('GET', '/academy/batches');
    expect(seenBatches.body.data.some((b) => b.id === batchId)).toBe(false);
  }, 60_000);
});

describe('demo data', () => {
  it("SKATE01's academy: four centres, full batches and one waiting list, two coaches who sign in, a parent with two children", async () => {
    const parent = await call<{ accessToken: string; user: { user_id: string } }>(
      server,
      'POST',
      '/loginuser',
      {
        body: { email: ACADEMY_DEMO.parent.email, password: DEMO_PARENT_PASSWORD, main_id: 'SKATE01' },
      },
    );
    expect(parent.status).toBe(200);
    const academy = createAcademyClient({
      baseUrl: server.url,
      merchantCode: 'SKATE01',
      getToken: () => parent.body.accessToken,
    });
    const seeded = (await academy.batches()).filter((b) => b.term_start !== indiaDay(new Date()));
    expect([...new Set(seeded.map((b) => b.centre))].sort()).toEqual([
      'Andheri',
      'Goregoan (W)',
      'Malad (E)',
      'Malad (W)',
    ]);
    expect(seeded.filter((b) => b.seats_left === 0).map((b) => [b.course, b.centre, b.waiting])).toEqual([
      ['Beginner Quad Skating', 'Malad (E)', 0],
      ['Intermediate Skills', 'Malad (E)', 3],
      ['Intermediate Skills', 'Malad (W)', 0],
    ]);
    expect([...new Set(seeded.map((b) => b.coach))].sort()).toEqual(['Kabir Shah', 'Meera Iyer']);
    const children = await academy.students(parent.body.user.user_id);
    expect(children.map((c) => [c.name, c.admission_id !== '', c.level])).toEqual([
      ['Zara Mehta', true, 'Beginner'],
      ['Ayaan Mehta', false, ''],
    ]);
    const levels = (await academy.levels()).filter((l) => l.name !== 'Isolation level');
    expect(levels.map((l) => [l.name, l.skills.map((s) => s.name)])).toEqual([
      ['Beginner', ['Stand', 'Glide', 'Stop']],
      ['Intermediate', ['Crossovers', 'Backward glide', 'T-stop']],
      ['Advanced', ['Spins', 'Jumps', 'Slalom']],
    ]);
    for (const coach of ACADEMY_DEMO.coaches) {
      const signedIn = await call<{ status: string }>(server, 'POST', '/admin/api/auth/login', {
        body: { merchant: 'SKATE01', email: coach.email, password: DEMO_OWNER_PASSWORD },
      });
      expect([coach.email, signedIn.status, signedIn.body.status]).toEqual([coach.email, 200, 'signed-in']);
    }
  });
});

describe('levels, trials and moves', () => {
  it("a coach ticks every skill and the student is listed ready for the next level; the front desk sees the day's trials; a move frees the place for the first waiting", async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const coach = await adminSession(server, { role: 'coach' });
    const made = await owner.call<{ data: { id: string; skills: { id: string }[] } }>(
      'POST',
      '/academy/levels',
      {
        name: 'Tiny Tots',
        position: 20,
        skills: ['Stand', 'Walk'],
      },
    );
    const level = made.body.data;
    const from = await makeBatch(owner, 1, coach.staffId);
    const to = await makeBatch(owner, 5);
    const [kid, waiting, trialKid] = await manyStudents(3);
    const placed = await academyAs(server, kid.parent).enrol({ student_id: kid.studentId, batch_id: from });
    const queued = await academyAs(server, waiting.parent).enrol({
      student_id: waiting.studentId,
      batch_id: from,
    });
    expect(queued.status).toBe('waitlisted');
    expect(
      (await owner.call('POST', `/academy/students/${kid.studentId}/level`, { levelId: level.id })).status,
    ).toBe(200);
    for (const skill of level.skills) {
      const ticked = await coach.call('POST', '/academy/skills', {
        studentId: kid.studentId,
        skillId: skill.id,
        done: true,
      });
      expect(ticked.status).toBe(200);
    }
    const progress = await academyAs(server, kid.parent).progress(kid.studentId);
    expect([progress.level?.name, progress.skills.map((s) => s.done), progress.ready]).toEqual([
      'Tiny Tots',
      [true, true],
      true,
    ]);
    const ready = await owner.call<{ data: { studentId: string; level: string }[] }>(
      'GET',
      '/academy/levels/ready',
    );
    expect(ready.body.data.filter((r) => r.studentId === kid.studentId).map((r) => r.level)).toEqual([
      'Tiny Tots',
    ]);

    const day = indiaDay(new Date());
    const trial = await academyAs(server, trialKid.parent).bookTrial({
      student_id: trialKid.studentId,
      batch_id: to,
      date: day,
    });
    expect([trial.price, trial.status]).toEqual([0, 'booked']);
    const desk = await owner.call<{ data: { id: string; student: string }[] }>(
      'GET',
      `/academy/trials?day=${day}`,
    );
    expect(desk.body.data.filter((t) => t.id === trial.trial_id).map((t) => t.student)).toEqual(['Skater 3']);

    const moved = await owner.call<{ status: string }>('POST', `/academy/batches/${from}/move`, {
      enrolmentId: placed.enrolment_id,
      toBatchId: to,
    });
    expect([moved.status, moved.body.status]).toEqual([200, 'enrolled']);
    const mine = await academyAs(server, waiting.parent).enrolments(waiting.parent.userId);
    expect(mine.find((e) => e.enrolment_id === queued.enrolment_id)?.status).toBe('offered');
  });
});

describe('migration 0019', () => {
  it('gives an admission older than students a student of its own, losing nothing', async () => {
    const parent = await signUp(server);
    const [old] = await server.app.db
      .insert(admissions)
      .values({
        main_id: 'SKATE01',
        user_id: parent.userId,
        name: 'Meher Rao',
        fatherName: 'Sunil Rao',
        motherName: 'Gita Rao',
        dob: '2016-04-02',
        aadhar: 'XXXXXXXX1111',
        gender: 'Female',
        school: 'Lotus School',
        address: '9 Marve Road',
        pincode: '400064',
        mobile: '9876500000',
        email: parent.email,
        center: 'Malad (W)',
        rulesAgreed: '1',
      })
      .returning();
    expect(old.student_id).toBeNull();
    // The migration's own data-moving statements, as drizzle runs them (split at its breakpoints).
    const statements = readFileSync(join(MIGRATIONS_DIR, '0019_academy.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((text) => text.replace(/^--.*$/gm, '').trim())
      .filter((text) => /^(INSERT INTO "students"|UPDATE "admissions")/.test(text));
    expect(statements.length).toBe(2);
    for (const statement of statements) await server.app.db.execute(sql.raw(statement));
    const [after] = await server.app.db.select().from(admissions).where(eq(admissions.id, old.id));
    const [student] = await server.app.db
      .select()
      .from(students)
      .where(eq(students.id, `st-${old.id}`));
    expect(after).toEqual({ ...old, student_id: `st-${old.id}`, updatedAt: after.updatedAt });
    expect([
      student.user_id,
      student.name,
      student.dob,
      student.gender,
      student.school,
      student.fatherName,
      student.motherName,
      student.center,
    ]).toEqual([
      parent.userId,
      'Meher Rao',
      '2016-04-02',
      'Female',
      'Lotus School',
      'Sunil Rao',
      'Gita Rao',
      'Malad (W)',
    ]);
    const listed = await academyAs(server, parent).students(parent.userId);
    expect(listed.map((s) => [s.student_id, s.admission_id])).toEqual([[`st-${old.id}`, old.id]]);
  });
});
