import {
  emptyOtp,
  REDIRECT_MS,
  ROUTES,
  stepOf,
  TEXTS,
  validateNewPassword,
  validateOtp,
  validateResetEmail,
} from '@skatekit/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { refusalMessage } from '../shell/errors';
import { TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { AuthCard } from './AuthCard';
import { OtpInput } from './OtpInput';

type Step = 1 | 2 | 3;
const STEPS = 3;

/**
 * /reset in three steps: e-mail ("Please enter a valid email address"; "OTP sent to your email."),
 * the 6-digit OTP ("Please enter all 6 digits of OTP") and the new password twice
 * ("Password must be at least 6 characters.", "Passwords do not match."). After "Password reset
 * successfully!" it waits 2 s and goes to /login. Failures show the server's message or
 * "Error sending OTP" / "Error verifying OTP" / "Error resetting password".
 */
export function ResetPage() {
  const { api } = useStorefront();
  const navigate = useSkateNavigate();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<{
    field: 'email' | 'otp' | 'password' | 'confirmation';
    message: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateResetEmail(email);
    if (!check.ok) {
      setError({ field: 'email', message: check.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const reply = await api.auth.sendResetOtp(check.value);
      if (reply.success) {
        notify.success(TEXTS.OTP_SENT_TO_EMAIL);
        setEmail(check.value);
        setStep(2);
      } else {
        notify.error(reply.message || TEXTS.ERROR_SENDING_OTP);
      }
    } catch (failure) {
      notify.error(refusalMessage(failure, TEXTS.ERROR_SENDING_OTP));
    } finally {
      setBusy(false);
    }
  };

  const verifyOtp = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateOtp(otp);
    if (!check.ok) {
      setError({ field: 'otp', message: check.message });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const reply = await api.auth.verifyOtp(email, check.value);
      if (reply.success) {
        notify.success(TEXTS.OTP_VERIFIED);
        setStep(3);
      } else {
        notify.error(reply.message || TEXTS.ERROR_VERIFYING_OTP);
      }
    } catch (failure) {
      notify.error(refusalMessage(failure, TEXTS.ERROR_VERIFYING_OTP));
    } finally {
      setBusy(false);
    }
  };

  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateNewPassword(password, confirmation);
    if (!check.ok) {
      const field = check.message === TEXTS.PASSWORDS_DO_NOT_MATCH ? 'confirmation' : 'password';
      setError({ field, message: check.message });
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
        newPassword: check.value,
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

  return (
    <AuthCard
      title={step === 2 ? TEXTS.OTP_VERIFICATION : TEXTS.RESET_PASSWORD}
      subtitle={stepOf(step, STEPS)}
    >
      {step === 1 ? (
        <form noValidate onSubmit={sendOtp}>
          <TextField
            label={TEXTS.EMAIL}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={errorOf('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" block loading={busy}>
            {TEXTS.SEND_OTP}
          </Button>
        </form>
      ) : null}

      {step === 2 ? (
        <form noValidate onSubmit={verifyOtp}>
          <p className="skate-auth-subtitle">{email}</p>
          <OtpInput
            label={TEXTS.OTP_VERIFICATION}
            value={otp}
            onChange={setOtp}
            error={errorOf('otp')}
            autoFocus
            disabled={busy}
          />
          <Button type="submit" block loading={busy}>
            {TEXTS.VERIFY_OTP}
          </Button>
        </form>
      ) : null}

      {step === 3 ? (
        <form noValidate onSubmit={resetPassword}>
          <TextField
            label={TEXTS.NEW_PASSWORD}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={password}
            error={errorOf('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={TEXTS.CONFIRM_PASSWORD}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmation}
            error={errorOf('confirmation')}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <Button type="submit" block loading={busy} disabled={done}>
            {TEXTS.RESET_PASSWORD}
          </Button>
        </form>
      ) : null}

      <p className="skate-auth-alt">
        <SkateLink to={ROUTES.login}>{TEXTS.LOGIN}</SkateLink>
      </p>
    </AuthCard>
  );
}
