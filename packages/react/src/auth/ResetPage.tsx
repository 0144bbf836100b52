import { REDIRECT_MS } from '../timings';
import { ROUTES, newPasswordErrors, validateOtp, validateResetEmail } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { refusalMessage } from '../shell/errors';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { PasswordField } from './AuthFields';
import { OtpFlowCard } from './OtpFlowCard';
import { useOtpFlow } from './useOtpFlow';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

/**
 * /reset in three steps: e-mail ("Please enter a valid email address"; "OTP sent to your email."),
 * the 6-digit OTP ("Please enter all 6 digits of OTP") and the new password twice
 * ("Password must be at least 6 characters.", "Passwords do not match."). After "Password reset
 * successfully!" it waits 2 s and goes to /login. Failures show the server's message or
 * "Error sending OTP" / "Error verifying OTP" / "Error resetting password".
 */
export function ResetPage() {
  useSkateStyles(AUTH_SHEETS);
  const { api } = useStorefront();
  const navigate = useSkateNavigate();
  const flow = useOtpFlow({
    checkEmail: validateResetEmail,
    send: (email) => api.auth.sendResetOtp(email),
    sentMessage: TEXTS.OTP_SENT_TO_EMAIL,
    checkOtp: validateOtp,
    toastVerifyFailure: true,
  });
  const { email, otp, busy, setBusy } = flow;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirmation'; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordErrors(password, confirmation);
    const field = errors.password ? 'password' : errors.confirmation ? 'confirmation' : null;
    if (field) {
      setError({ field, message: errors[field] ?? '' });
      return;
    }
    setError(null);
    setBusy(true);
    const code = validateOtp(otp);
    const verifiedCode = code.ok ? code.value : null;
    try {
      // The OTP travels again (extension): a server may demand it instead of trusting an earlier verify.
      const reply = await api.auth.resetPassword({
        email,
        newPassword: password,
        otp: verifiedCode ?? undefined,
      });
      if (!reply.success) {
        notify.error(reply.message || TEXTS.ERROR_RESETTING_PASSWORD);
        setBusy(false);
        return;
      }
      notify.success(TEXTS.PASSWORD_RESET_SUCCESS);
      setDone(true);
      timer.current = setTimeout(() => navigate(ROUTES.login), REDIRECT_MS);
    } catch (failure) {
      notify.error(refusalMessage(failure, TEXTS.ERROR_RESETTING_PASSWORD));
      setBusy(false);
    }
  };

  const errorOf = (field: NonNullable<typeof error>['field']) =>
    error?.field === field ? error.message : null;

  const finalStep = (
    <form noValidate onSubmit={resetPassword}>
      <PasswordField
        label={TEXTS.NEW_PASSWORD}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        error={errorOf('password')}
        onChange={setPassword}
      />
      <PasswordField
        label={TEXTS.CONFIRM_PASSWORD}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        error={errorOf('confirmation')}
        onChange={setConfirmation}
      />
      <Button type="submit" block loading={busy} disabled={done}>
        {TEXTS.RESET_PASSWORD}
      </Button>
    </form>
  );

  return (
    <OtpFlowCard flow={flow} title={TEXTS.RESET_PASSWORD} finalStep={finalStep}>
      <p className="skate-auth-alt">
        <SkateLink to={ROUTES.login}>{TEXTS.LOGIN}</SkateLink>
      </p>
    </OtpFlowCard>
  );
}
