/*
 * The academy's rules (issue 37): enrolment states, attendance marks, weekdays, places left, the waiting
 * list's offer, make-up credits and level readiness. The server and the screens read them from here.
 */

/** Weekdays of a batch, Monday first (the wire's `days` holds these). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** One of WEEKDAYS. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Where a student stands in a batch: `enrolled` holds a place; `waitlisted` waits with a position;
 * `offered` was offered a freed place and must accept before `offer_expires_at`; `withdrawn` left.
 */
export const ENROLMENT_STATUSES = ['enrolled', 'waitlisted', 'offered', 'withdrawn'] as const;
/** One of ENROLMENT_STATUSES. */
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** A coach's mark for a student on a day. */
export const ATTENDANCE_MARKS = ['present', 'absent', 'late'] as const;
/** One of ATTENDANCE_MARKS. */
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A trial session's states. */
export const TRIAL_STATUSES = ['booked', 'attended', 'no-show', 'cancelled'] as const;
/** One of TRIAL_STATUSES. */
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** Hours a waitlisted family has to accept a freed place before it goes to the next (merchant setting's default). */
export const OFFER_HOURS_DEFAULT = 24;

/** Places a batch still has: capacity less the places held (enrolled and offered), never below 0. */
export const seatsLeft = (capacity: number, held: number): number => Math.max(0, capacity - held);

/** Whether an absence earns a make-up credit: only an absence, and only when the merchant turned them on. */
export const earnsMakeup = (mark: AttendanceMark, makeupCredits: boolean): boolean =>
  makeupCredits && mark === 'absent';

/** Whether a student has every skill of their level ticked (a level with no skills is never "ready"). */
export function readyForNextLevel(
  levelSkillIds: readonly string[],
  doneSkillIds: readonly string[],
): boolean {
  if (levelSkillIds.length === 0) return false;
  const done = new Set(doneSkillIds);
  return levelSkillIds.every((id) => done.has(id));
}

/** The weekday of an India calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  const index = (new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] as Weekday;
}

/** Whether a batch meets on a day: one of its weekdays, inside its term. */
export function meetsOn(
  batch: { days: readonly string[]; term_start: string; term_end: string },
  day: string,
): boolean {
  if (batch.term_start && day < batch.term_start) return false;
  if (batch.term_end && day > batch.term_end) return false;
  return batch.days.includes(weekdayOf(day));
}
