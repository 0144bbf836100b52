/**
 * @skatekit/core/academy: the skating school (issue 37): students of a family, batches and the timetable,
 * enrolment with a waiting list, trial classes, attendance, levels and skills. Its own entry, so the shop's
 * pages never carry it.
 */
export { type AcademyApi, academyApi, createAcademyClient } from '../academy/client';
export * from '../academy/fee-schemas';
export * from '../academy/fees';
export * from '../academy/rules';
export * from '../academy/schemas';
export { ACADEMY_TEXTS } from '../academy/texts';
export * from '../academy/screen-texts';
