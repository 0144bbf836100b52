/**
 * The console's sign-in, session and staff texts, shared by the server's answers and the console's
 * screens (@skatekit/console-contract). Functions build the texts that carry a value.
 */
export const ADMIN_AUTH_TEXTS = {
  /** The one answer for an unknown store, an unknown e-mail, an invitee and a wrong password. */
  WRONG_CREDENTIALS: 'Wrong e-mail or password',
  ACCOUNT_DISABLED: 'This account is disabled. Ask the store owner to enable it.',
  CODE_WRONG: 'Wrong code. Check the latest mail and try again.',
  CODE_EXPIRED: 'This code has expired or was used. Sign in again for a new one.',
  CODE_TOO_MANY_TRIES: 'Too many wrong codes. Sign in again for a new one.',
  CODE_MAIL_SUBJECT: 'Your SkateKit console sign-in code',
  INVITE_INVALID: 'This invitation link is not valid or has expired. Ask the store owner for a new one.',
  INVITE_MAIL_SUBJECT: 'You are invited to the SkateKit console',
  SIGN_IN_REQUIRED: 'Please sign in to the console',
  SESSION_ENDED: 'Your session has ended. Please sign in again',
  NOT_FROM_CONSOLE: 'This request did not come from the console',
  ROLE_NOT_ALLOWED: 'Your role does not allow this',
  STAFF_NOT_FOUND: 'Member of staff not found',
  ALREADY_MEMBER: 'This e-mail already belongs to an active member of staff',
  DISABLED_MEMBER: 'This member of staff is disabled: enable them instead of inviting again',
  NOT_ACCEPTED_YET: 'This member of staff has not accepted the invitation yet',
  LAST_OWNER: 'The store needs at least one active owner: make someone else an owner first',
} as const;

/** Minutes, said the way a person reads them ("1 minute", "15 minutes", "2 hours"). */
function duration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * The 429 of the console's sign-in: how long until the next try.
 * @example tooManySignIns(840) // 'Too many sign-in attempts. Try again in 14 minutes.'
 */
export function tooManySignIns(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${duration(retryAfterSeconds)}.`;
}

/**
 * The text of the mail carrying an owner's second-factor code.
 * @example secondFactorMailText('123456', 'Skate Academy', 10)
 */
export function secondFactorMailText(code: string, storeName: string, minutes: number): string {
  return [
    `Your code to sign in to the ${storeName} console is ${code}.`,
    `It is valid for ${minutes} minutes. If you did not try to sign in, change your password: someone knows it.`,
  ].join('\n\n');
}

/**
 * The text of an invitation mail.
 * @example inviteMailText('https://shop.example/admin/accept-invite?token=...', 'Skate Academy', 7)
 */
export function inviteMailText(link: string, storeName: string, days: number): string {
  return [
    `You are invited to run ${storeName} in the SkateKit console.`,
    `Open this link to choose your password (valid for ${days} day${days === 1 ? '' : 's'}):`,
    link,
    'If you did not expect this, ignore this mail.',
  ].join('\n\n');
}
