/*
 * The fee states of an admission (the admission record's `status`, set by its fee payment). Its review
 * by the academy's staff is the console's (@skatekit/console-contract, admissions.ts).
 */

/** Fee status of an admission record: Paid once its fee payment succeeded, Pending until then. */
export const ADMISSION_FEE_STATUS = { paid: 'Paid', due: 'Pending' } as const;
