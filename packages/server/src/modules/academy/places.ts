import { and, asc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { batches, enrolments, students, users } from '../../db/schema';
import { ACADEMY_TEXTS } from '../../platform/core';
import { conflict, notFound } from '../../platform/errors';
import { brandOf, enqueue } from '../notifications/outbox';
import { enqueueCustomerPush } from '../notifications/push';
import { placeOfferedToCustomer } from '../notifications/templates';
import { batchLabel, settingsOf } from './repository';

/*
 * Places in a batch (issue 37). `batches.held` counts the places taken (enrolled and offered). A place is
 * taken by one conditional statement, `held = held + 1 WHERE held < capacity`: PostgreSQL runs it under
 * the batch row's lock, so however many parents press at once (on however many instances) the batch never
 * holds more than its capacity - like the last unit of stock. A full batch waitlists: the same row's
 * `wait_seq` numbers the arrivals under the same lock. A freed place is offered to the first waiting
 * (mail and push through the outbox) for the merchant's offer hours, then to the next.
 */

type EnrolmentRow = typeof enrolments.$inferSelect;
export interface Placed {
  enrolmentId: string;
  status: 'enrolled' | 'waitlisted';
  position: number | null;
}

/** The batch row, locked for the rest of the transaction; 404 when not the merchant's. */
async function lockBatch(tx: Tx, mainId: string, batchId: string) {
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.main_id, mainId), eq(batches.id, batchId)))
    .for('update');
  if (!row) throw notFound(ACADEMY_TEXTS.BATCH_NOT_FOUND);
  return row;
}

/** 1-based place of a waiting enrolment: how many wait with an arrival at or before its own. */
export async function positionOf(
  db: Db | Tx,
  batchId: string,
  waitSeq: number | null,
): Promise<number | null> {
  if (waitSeq === null) return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.batch_id, batchId),
        eq(enrolments.status, 'waitlisted'),
        lte(enrolments.wait_seq, waitSeq),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Enrols a student in a batch inside `tx`: a place if one is left, else the waiting list. */
export async function enrolIn(tx: Tx, mainId: string, studentId: string, batchId: string): Promise<Placed> {
  const [took] = await tx
    .update(batches)
    .set({ held: sql`${batches.held} + 1` })
    .where(and(eq(batches.main_id, mainId), eq(batches.id, batchId), lt(batches.held, batches.capacity)))
    .returning({ id: batches.id });
  let placed = Boolean(took);
  let waitSeq: number | null = null;
  if (!took) {
    const [queued] = await tx
      .update(batches)
      .set({ wait_seq: sql`${batches.wait_seq} + 1` })
      .where(and(eq(batches.main_id, mainId), eq(batches.id, batchId)))
      .returning({ waitSeq: batches.wait_seq, held: batches.held, capacity: batches.capacity });
    if (!queued) throw notFound(ACADEMY_TEXTS.BATCH_NOT_FOUND);
    if (queued.held < queued.capacity) {
      // A place came free between the two statements (nobody was waiting for it): take it, under the lock.
      await tx
        .update(batches)
        .set({ held: sql`${batches.held} + 1` })
        .where(eq(batches.id, batchId));
      placed = true;
    } else waitSeq = queued.waitSeq;
  }
  // The batch row is locked by this transaction from here: the student's other places in it are settled.
  const [already] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.student_id, studentId),
        eq(enrolments.batch_id, batchId),
        ne(enrolments.status, 'withdrawn'),
      ),
    )
    .limit(1);
  if (already) throw conflict(ACADEMY_TEXTS.ALREADY_IN_BATCH);
  const [row] = await tx
    .insert(enrolments)
    .values({
      main_id: mainId,
      student_id: studentId,
      batch_id: batchId,
      status: placed ? 'enrolled' : 'waitlisted',
      wait_seq: waitSeq,
    })
    .returning();
  return {
    enrolmentId: row.id,
    status: placed ? 'enrolled' : 'waitlisted',
    position: await positionOf(tx, batchId, waitSeq),
  };
}

/** POST /enrolments: a place, or the waiting list with its position. */
export function enrol(db: Db, mainId: string, studentId: string, batchId: string): Promise<Placed> {
  return db.transaction((tx) => enrolIn(tx, mainId, studentId, batchId));
}

/**
 * A place of the (locked) batch is free: offered to the first waiting until `now + offer hours` (mailed
 * and pushed), or given back when nobody waits. Answers the enrolment offered, if any.
 */
async function freePlace(tx: Tx, mainId: string, batch: typeof batches.$inferSelect, now: Date) {
  const [next] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.batch_id, batch.id), eq(enrolments.status, 'waitlisted')))
    .orderBy(asc(enrolments.wait_seq))
    .limit(1);
  if (!next) {
    await tx
      .update(batches)
      .set({ held: sql`greatest(${batches.held} - 1, 0)` })
      .where(eq(batches.id, batch.id));
    return null;
  }
  const { offerHours } = await settingsOf(tx, mainId);
  const until = new Date(now.getTime() + offerHours * 3_600_000);
  await tx
    .update(enrolments)
    .set({ status: 'offered', offer_expires_at: until })
    .where(eq(enrolments.id, next.id));
  await tellOffer(tx, mainId, next, batch, until);
  return next.id;
}

/** Mail and push to the parent of an offered place. */
async function tellOffer(
  tx: Tx,
  mainId: string,
  enrolment: EnrolmentRow,
  batch: typeof batches.$inferSelect,
  until: Date,
) {
  const [family] = await tx
    .select({ student: students.name, userId: users.id, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.user_id))
    .where(eq(students.id, enrolment.student_id))
    .limit(1);
  if (!family) return;
  const label = batchLabel(batch);
  const untilText = until.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const mail = placeOfferedToCustomer(await brandOf(tx, mainId), {
    student: family.student,
    batch: label,
    until: untilText,
  });
  const key = `enrolment:${enrolment.id}:offered:${until.getTime()}`;
  await enqueue(tx, {
    mainId,
    template: 'academy.place-offered.customer',
    recipient: family.email,
    mail,
    dedupeKey: key,
  });
  await enqueueCustomerPush(tx, {
    mainId,
    userId: family.userId,
    template: 'academy.place-offered.customer',
    title: mail.subject,
    body: `Take it before ${untilText}.`,
    data: { route: '/my-account' },
    dedupeKey: key,
  });
}

/** Leaves a batch or its waiting list (a held place freed goes to the first waiting). */
export async function withdrawIn(
  tx: Tx,
  mainId: string,
  enrolmentId: string,
  now: Date,
): Promise<EnrolmentRow> {
  const [found] = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.main_id, mainId), eq(enrolments.id, enrolmentId)))
    .limit(1);
  if (!found) throw notFound(ACADEMY_TEXTS.ENROLMENT_NOT_FOUND);
  const batch = await lockBatch(tx, mainId, found.batch_id);
  const [current] = await tx.select().from(enrolments).where(eq(enrolments.id, enrolmentId)).limit(1);
  if (!current || current.status === 'withdrawn') return current ?? found;
  await tx
    .update(enrolments)
    .set({ status: 'withdrawn', offer_expires_at: null })
    .where(eq(enrolments.id, enrolmentId));
  if (current.status === 'enrolled' || current.status === 'offered') await freePlace(tx, mainId, batch, now);
  return current;
}

/** Offers past their time lapse (withdrawn), each place going on to the next waiting. Answers how many. */
export async function lapseOffers(db: Db, now: Date, mainId?: string): Promise<number> {
  const due = await db
    .select({ id: enrolments.id, main_id: enrolments.main_id })
    .from(enrolments)
    .where(
      and(
        mainId ? eq(enrolments.main_id, mainId) : undefined,
        eq(enrolments.status, 'offered'),
        lt(enrolments.offer_expires_at, now),
      ),
    )
    .limit(100);
  for (const offer of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, offer.id)).limit(1);
      if (row?.status !== 'offered') return;
      const batch = await lockBatch(tx, offer.main_id, row.batch_id);
      const [still] = await tx
        .select()
        .from(enrolments)
        .where(
          and(
            eq(enrolments.id, offer.id),
            eq(enrolments.status, 'offered'),
            lt(enrolments.offer_expires_at, now),
          ),
        )
        .limit(1);
      if (!still) return;
      await tx.update(enrolments).set({ status: 'withdrawn' }).where(eq(enrolments.id, offer.id));
      await freePlace(tx, offer.main_id, batch, now);
    });
  }
  return due.length;
}

/** Takes an offered place before it lapses (409 after). */
export async function acceptOffer(db: Db, mainId: string, enrolmentId: string, now: Date): Promise<Placed> {
  await lapseOffers(db, now, mainId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.main_id, mainId), eq(enrolments.id, enrolmentId)))
      .limit(1);
    if (!row) throw notFound(ACADEMY_TEXTS.ENROLMENT_NOT_FOUND);
    if (row.status === 'enrolled') return { enrolmentId: row.id, status: 'enrolled', position: null };
    if (row.status !== 'offered') {
      throw conflict(row.status === 'withdrawn' ? ACADEMY_TEXTS.OFFER_EXPIRED : ACADEMY_TEXTS.NO_OFFER);
    }
    const [taken] = await tx
      .update(enrolments)
      .set({ status: 'enrolled', offer_expires_at: null, wait_seq: null })
      .where(
        and(
          eq(enrolments.id, row.id),
          eq(enrolments.status, 'offered'),
          gt(enrolments.offer_expires_at, now),
        ),
      )
      .returning();
    if (!taken) throw conflict(ACADEMY_TEXTS.OFFER_EXPIRED);
    return { enrolmentId: row.id, status: 'enrolled', position: null };
  });
}

/** The console's move: the student's place goes to another batch (a place there, or its waiting list). */
export function moveEnrolment(db: Db, mainId: string, enrolmentId: string, toBatchId: string, now: Date) {
  return db.transaction(async (tx) => {
    const left = await withdrawIn(tx, mainId, enrolmentId, now);
    if (left.batch_id === toBatchId) throw conflict(ACADEMY_TEXTS.ALREADY_IN_BATCH);
    return { from: left, placed: await enrolIn(tx, mainId, left.student_id, toBatchId) };
  });
}
