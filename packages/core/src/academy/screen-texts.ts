// Part of @skatekit/core/academy (its own entry, so the shop's pages never carry these words); imports nothing.
// The academy screens' words (issue 37): the timetable, the admission form's student choice and My Account's
// Students tab. All ours: the spec has no academy screens.

/** Words of the shopper's academy screens. */
export const ACADEMY_SCREEN_TEXTS = {
  // ---------------------------------------------------------------- Admission form: whose admission
  /** The admission form's student choice. */
  STUDENT: 'Student',
  /** The choice that adds a child, prefilled from the parent's details. */
  ADD_NEW_STUDENT: 'Add a new student',
  /** Under the choice while a new child is being added. */
  NEW_STUDENT_HINT: "A new child: the family's details are filled in from your account.",

  // ---------------------------------------------------------------- Timetable
  TIMETABLE: 'Timetable',
  /** The centre filter's first option. */
  EVERY_CENTRE: 'Every centre',
  /** A day of the week without a class at the centre. */
  NO_CLASS: 'No class',
  NO_BATCHES: 'No batches are open yet.',
  /** Badge of a batch without a place. */
  BATCH_FULL_LABEL: 'Full',
  ENROL: 'Enrol',
  JOIN_WAITING_LIST: 'Join the waiting list',
  BOOK_TRIAL: 'Book a trial',
  /** A trial at no price. */
  TRIAL_FREE: 'Free trial',
  /** Whom the enrolment is for. */
  ENROL_STUDENT: 'Enrol which child',
  CHOOSE_STUDENT: 'Choose a child',
  /** Before enrolling, a signed-out visitor signs in. */
  SIGN_IN_TO_ENROL: 'Sign in to enrol your child',
  /** A parent without students yet. */
  ADD_CHILD_FIRST: 'Add your child with the admission form first.',
  COACH: 'Coach',
  LEVEL: 'Level',
  TERM_FEE: 'Term fee',

  // ---------------------------------------------------------------- My Account > Students
  TAB_STUDENTS: 'Students',
  NO_STUDENTS: 'No students yet. Add your child with the admission form.',
  ADMISSION: 'Admission',
  ADMITTED: 'Admitted',
  NOT_ADMITTED: 'No admission yet',
  BATCHES: 'Batches',
  NOT_IN_BATCH: 'Not in a batch yet',
  ENROLLED_LABEL: 'Enrolled',
  PLACE_OFFERED: 'A place is offered',
  ATTENDANCE: 'Attendance',
  NO_ATTENDANCE: 'No class marked yet',
  PRESENT: 'Present',
  ABSENT: 'Absent',
  LATE: 'Late',
  MAKEUP: 'Make-up class',
  PROGRESS: 'Progress',
  NO_LEVEL: 'No level yet',
  READY_FOR_NEXT_LEVEL: 'Ready for the next level',
  PAYMENTS: 'Payments',
  NO_PAYMENTS: 'No payments yet',
  VIEW_TIMETABLE: 'See the timetable',

  // ---------------------------------------------------------------- My Account > Fees (issue 38)
  TAB_FEES: 'Fees',
  NO_FEES: 'No fees due',
  FEE_STUDENT: 'Student',
  FEE_PERIOD: 'Month',
  FEE_AMOUNT: 'Fee',
  FEE_LATE_FINE: 'Late fine',
  FEE_TOTAL: 'Total',
  FEE_DUE_DATE: 'Due by',
  FEE_PAID_ON: 'Paid on',
  FEE_STATUS: 'Status',
  FEE_SELECTED_TOTAL: 'To pay',
  PAY_FEES: 'Pay selected fees',
  CHOOSE_FEE: 'Choose the fees to pay',
  FEES_PAID: 'Fees paid. Thank you.',
  FEE_PAYMENT_FAILED: 'The payment did not go through. The fees are still due.',
  // A reminder's pay link (/fees/pay?token=) and the fee receipt
  PAY_LINK_TITLE: 'Pay monthly fees',
  PAY_LINK_NO_TOKEN: 'This pay link is incomplete: open the link from the reminder again',
  PAY_NOW: 'Pay now',
  FEE_RECEIPT: 'Fee receipt',
  VIEW_RECEIPT: 'Receipt',
  PRINT_RECEIPT: 'Print receipt',
  RECEIPT_NUMBER: 'Receipt no.',
  RECEIPT_DATE: 'Date',
  RECEIPT_METHOD: 'Paid by',
  RECEIPT_GSTIN: 'GSTIN',
  RECEIPT_TAXABLE: 'Taxable value',
  RECEIPT_GST_INCLUDED: 'GST included',
  // Auto-pay: each month's fee charged on its due day through the parent's bank or UPI mandate
  AUTOPAY_TITLE: 'Auto-pay',
  AUTOPAY_HINT: "Each month's fee is charged on its due day through your bank or UPI app.",
  AUTOPAY_SET_UP: 'Set up auto-pay',
  AUTOPAY_AUTHORISE: 'Authorise auto-pay',
  AUTOPAY_CANCEL: 'Cancel auto-pay',
} as const;

/** An auto-pay mandate's state, by its status. */
export const AUTOPAY_STATUS_LABELS: Record<string, string> = {
  created: 'Waiting for your authorisation',
  authenticated: 'On',
  active: 'On',
  halted: 'Stopped: a charge did not go through',
  cancelled: 'Cancelled',
};

/** How a fee was paid, on its receipt. */
export const FEE_METHOD_LABELS: Record<string, string> = {
  online: 'Online payment',
  cash: 'Cash at the academy',
  upi: 'UPI at the academy',
};

/** A fee status's badge. */
export const FEE_STATUS_LABELS = { due: 'Due', overdue: 'Overdue', paid: 'Paid', waived: 'Waived' } as const;

/** A fee period `YYYY-MM` as its month: "December 2026". */
export const feeMonthName = (period: string): string => {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** A fee's checkbox label: "Pay Kiara Mehta's fee for December 2026". */
export const payFeeLabel = (student: string, period: string): string =>
  `Pay ${student}'s fee for ${feeMonthName(period)}`;

/** "3 places left", "1 place left". */
export const placesLeft = (count: number): string => `${count} ${count === 1 ? 'place' : 'places'} left`;

/** After an enrolment: "Kiara Mehta is enrolled in Beginner Quad." */
export const enrolledIn = (student: string, course: string): string => `${student} is enrolled in ${course}.`;

/** A full batch's answer: "Kiara Mehta is number 2 on the waiting list." */
export const waitlistedAt = (student: string, position: number): string =>
  `${student} is number ${position} on the waiting list.`;

/** A waiting list line of My Account: "Waiting list: number 2". */
export const waitingNumber = (position: number): string => `Waiting list: number ${position}`;

/** After a trial booking: "Trial class booked for Kiara Mehta on 2026-12-09." */
export const trialBookedFor = (student: string, day: string): string =>
  `Trial class booked for ${student} on ${day}.`;

/** A trial at a price: "Trial ₹200". */
export const trialPrice = (rupees: number): string => `Trial ₹${rupees.toLocaleString('en-IN')}`;

/** Skills ticked of a level: "2 of 3 skills". */
export const skillsDone = (done: number, total: number): string => `${done} of ${total} skills`;

/** Attendance counts: "Present 4 · Absent 1 · Late 0". */
export const attendanceCounts = (present: number, absent: number, late: number): string =>
  `Present ${present} · Absent ${absent} · Late ${late}`;

/** Make-up credits a student has: "1 make-up credit". */
export const makeupCredits = (count: number): string =>
  `${count} make-up ${count === 1 ? 'credit' : 'credits'}`;
