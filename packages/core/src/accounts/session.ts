import type { ButtonId } from '../constants';
import { toText } from '../format/coerce';

/** The user fields the account rules read. */
export interface UserLike {
  user_id?: string | number | null;
  full_name?: string | null;
  name?: string | null;
  email?: string | null;
}

/** Signed in means the stored user record has a user_id; anything else is a guest. */
export function isSignedIn(user: UserLike | null | undefined): boolean {
  return toText(user?.user_id) !== '';
}

/** The name to greet a user by: full_name, else name, else the e-mail, else ''. */
export function userDisplayName(user: UserLike | null | undefined): string {
  return toText(user?.full_name) || toText(user?.name) || toText(user?.email);
}

/** My Account's Address tab is hidden when the default cart button is getquote. */
export const addressTabVisible = (button: ButtonId | null): boolean => button !== 'getquote';

/** What to do with a stored user after asking the server about it on start. */
export type SessionCheck = 'keep' | 'remove' | 'refresh';

/**
 * On start: a 'User not found' reply or a 201 removes the stored user; a 200 with a record
 * refreshes it; anything else (network trouble, 5xx) keeps it, so a flaky connection never signs
 * anyone out.
 */
export function sessionCheck(
  status: number,
  reply: { message?: string | null } | null | undefined,
): SessionCheck {
  if (toText(reply?.message) === 'User not found' || status === 201 || status === 404) return 'remove';
  return status === 200 ? 'refresh' : 'keep';
}
