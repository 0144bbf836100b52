import { ROUTES } from '../routing/routes';
import { TEXTS } from '../texts';

/**
 * What the login page tells a shopper who was sent there, from the page they will return to:
 * checking out and submitting an admission need an account; other pages need no explanation (null).
 * @example loginReason('/admission-form') // "Sign in to submit your admission form. Your answers are kept."
 */
export function loginReason(returnPath: string | null | undefined): string | null {
  if (returnPath === ROUTES.admissionForm) return TEXTS.LOGIN_REASON_ADMISSION;
  if (returnPath === ROUTES.checkout) return TEXTS.LOGIN_REASON_CHECKOUT;
  return null;
}
