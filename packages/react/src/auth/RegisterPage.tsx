import {
  digitsOnly,
  emptyOtp,
  type FieldErrors,
  hasErrors,
  MOBILE_DIGITS,
  otpCode,
  ROUTES,
  type SignupForm,
  stepOf,
  TEXTS,
  validateSignup,
  validateSignupEmail,
} from '@skatekit/core';
import { type FormEvent, useState } from 'react';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { logSilently, refusalMessage } from '../shell/errors';
import { TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { AuthCard } from './AuthCard';
import { OtpInput } from './OtpInput';

type Step = 1 | 2 | 3;
type SignupField = keyof SignupForm;

const STEPS = 3;

/**
 * /register in three steps: (1) e-mail, "OTP sent successfully!" when sent; (2) "OTP Verification" with
 * six boxes, sent without a length check; (3) phone (digits only, at most 10), full name, the e-mail
 * read-only and a password; "Registration successful!" then /. The verify and signup calls stay silent
 * when the server refuses (the button simply re-enables), as the spec says.
 */
export function RegisterPage() {
  const { api, session } = useStorefront();
  const navigate = useSkateNavigate();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [mobile, setMobile] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [busy, setBusy] = useState(false);

  const sendOtp = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateSignupEmail(email);
    setErrors(check.ok ? {} : { email: check.message });
    if (!check.ok) return;
    setBusy(true);
    try {
      const reply = await api.auth.sendOtp(check.value);
      if (reply.success) {
        notify.success(TEXTS.OTP_SENT_SUCCESS);
        setEmail(check.value);
        setStep(2);
      } else {
        notify.error(reply.message || TEXTS.ERROR_SENDING_OTP);
      }
    } catch (error) {
      notify.error(refusalMessage(error, TEXTS.ERROR_SENDING_OTP));
    } finally {
      setBusy(false);
    }
  };

  const verifyOtp = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await api.auth.verifyOtp(email, otpCode(otp));
      if (reply.success) {
        notify.success(TEXTS.OTP_VERIFIED);
        setStep(3);
      } else {
        logSilently('verify OTP refused', reply.message);
      }
    } catch (error) {
      logSilently('verify OTP', error);
    } finally {
      setBusy(false);
    }
  };

  const signup = async (event: FormEvent) => {
    event.preventDefault();
    const next = validateSignup({ email, mobile, full_name: fullName, password });
    setErrors(next);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await api.auth.signup({ email, mobile, full_name: fullName.trim(), password });
    } catch (error) {
      logSilently('signup refused', error);
      setBusy(false);
      return;
    }
    notify.success(TEXTS.REGISTRATION_SUCCESS);
    // Signup answers the new user without tokens; signing in with the new credentials gives the
    // session its tokens and merges the guest cart. If that fails the user is registered anyway.
    await session.getState().login(email, password);
    setBusy(false);
    navigate(ROUTES.home);
  };

  return (
    <AuthCard title={step === 2 ? TEXTS.OTP_VERIFICATION : TEXTS.REGISTER} subtitle={stepOf(step, STEPS)}>
      {step === 1 ? (
        <form noValidate onSubmit={sendOtp}>
          <TextField
            label={TEXTS.EMAIL}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
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
          <OtpInput label={TEXTS.OTP_VERIFICATION} value={otp} onChange={setOtp} autoFocus disabled={busy} />
          <Button type="submit" block loading={busy}>
            {TEXTS.VERIFY_OTP}
          </Button>
        </form>
      ) : null}

      {step === 3 ? (
        <form noValidate onSubmit={signup}>
          <TextField
            label={TEXTS.PHONE_NUMBER}
            type="tel"
            name="mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_DIGITS}
            value={mobile}
            error={errors.mobile}
            onChange={(event) => setMobile(digitsOnly(event.target.value, MOBILE_DIGITS))}
          />
          <TextField
            label={TEXTS.FULL_NAME}
            name="full_name"
            autoComplete="name"
            required
            value={fullName}
            error={errors.full_name}
            onChange={(event) => setFullName(event.target.value)}
          />
          <TextField
            label={TEXTS.EMAIL}
            type="email"
            name="email"
            readOnly
            value={email}
            error={errors.email}
          />
          <TextField
            label={TEXTS.PASSWORD}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" block loading={busy}>
            {TEXTS.REGISTER}
          </Button>
        </form>
      ) : null}

      <p className="skate-auth-alt">
        {TEXTS.ALREADY_HAVE_ACCOUNT} <SkateLink to={ROUTES.login}>{TEXTS.LOGIN}</SkateLink>
      </p>
    </AuthCard>
  );
}
