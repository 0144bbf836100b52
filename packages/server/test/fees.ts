import { batches, enrolments, students } from '../src/db/schema';
import type { TestServer } from './helper';

/*
 * Fee tests' data made directly in the database (the academy's routes have their own tests): a batch of
 * SKATE01, and a student enrolled in it at a chosen time, so a month's billing can be tried for any date.
 */

/** A Saturday batch of SKATE01 at `price` a month (no fee plan: core's due day and fine). */
export async function feeBatch(
  server: Pick<TestServer, 'app'>,
  price: number,
  centre = 'Bandra',
): Promise<string> {
  const [batch] = await server.app.db
    .insert(batches)
    .values({
      main_id: 'SKATE01',
      course: 'Fee Plan Skating',
      centre,
      days: ['Sat'],
      start_time: '09:00',
      end_time: '10:00',
      capacity: 20,
      price,
    })
    .returning({ id: batches.id });
  return batch.id;
}

/** A student of `userId` enrolled in `batchId` at `joinedAt` (`YYYY-MM-DDTHH:mm:ss`, India time). */
export async function enrolledAt(
  server: Pick<TestServer, 'app'>,
  userId: string,
  batchId: string,
  name: string,
  joinedAt: string,
): Promise<string> {
  const at = new Date(`${joinedAt}+05:30`);
  const [student] = await server.app.db
    .insert(students)
    .values({ main_id: 'SKATE01', user_id: userId, name, createdAt: at })
    .returning({ id: students.id });
  await server.app.db.insert(enrolments).values({
    main_id: 'SKATE01',
    student_id: student.id,
    batch_id: batchId,
    status: 'enrolled',
    createdAt: at,
  });
  return student.id;
}
