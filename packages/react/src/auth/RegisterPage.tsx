import {
  type FieldErrors,
  hasErrors,
  ROUTES,
  returnTarget,
  type SignupForm,
  validateSignup,
  validateSignupEmail,
} from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, useState } from 'react';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { logSilently } from '../shell/errors';
import { TextField } from '../shell/Field';
import { NumberField } from '../shell/NumberField';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { PasswordField } from './AuthFields';
import { OtpFlowCard } from './OtpFlowCard';
import { useOtpFlow } from './useOtpFlow';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

type SignupField = keyof SignupForm;

/**
 * /register in three steps: (1) e-mail, "OTP sent successfully!" when sent; (2) "OTP Verification" with
 * six boxes, sent without a length check; (3) phone (optional; its digits, 10 of them, and a phone
 * that lost digits of what was pasted is refused until checked), full name, the e-mail
 * read-only and a password; "Registration successful!" then the saved return page (checkout) or /. The verify and signup calls stay silent
 * when the server refuses (the button simply re-enables), as the spec says.
 */
export function RegisterPage() {
  useSkateStyles(AUTH_SHEETS);
  const { api, session, returnPage } = useStorefront();
  const navigate = useSkateNavigate();
  const flow = useOtpFlow({
    checkEmail: validateSignupEmail,
    send: (email) => api.auth.sendOtp(email),
    sentMessage: TEXTS.OTP_SENT_SUCCESS,
  });
  const { email, busy, setBusy } = flow;
  const [mobile, setMobile] = useState('');
  // True while the phone shown lost digits of what was entered: the customer checks it before signing up.
  const [mobileCut, setMobileCut] = useState(false);
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});

  const signup = async (event: FormEvent) => {
    event.preventDefault();
    const next = validateSignup({ email, mobile, mobileCut, full_name: fullName, password });
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
    const signedIn = await session.getState().login(email, password);
    setBusy(false);
    // Back where the shopper was sent from (checkout, an admission), as after login (issue 39; the
    // spec goes to /). Not signed in after all: home, the return page kept for the login.
    navigate(signedIn.ok ? returnTarget(returnPage.getState().takeReturnPage()) : ROUTES.home);
  };

  const finalStep = (
    <form noValidate onSubmit={signup}>
      <NumberField
        kind="mobile"
        label={TEXTS.PHONE_NUMBER}
        name="mobile"
        autoComplete="tel-national"
        value={mobile}
        error={errors.mobile}
        onValueChange={(value, cut) => {
          setMobile(value);
          setMobileCut(cut);
          setErrors((current) => ({ ...current, mobile: undefined }));
        }}
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
      <TextField label={TEXTS.EMAIL} type="email" name="email" readOnly value={email} error={errors.email} />
      <PasswordField
        label={TEXTS.PASSWORD}
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <Button type="submit" block loading={busy}>
        {TEXTS.REGISTER}
      </Button>
    </form>
  );

  return (
    <OtpFlowCard flow={flow} title={TEXTS.REGISTER} finalStep={finalStep}>
      <p className="skate-auth-alt">
        {TEXTS.ALREADY_HAVE_ACCOUNT} <SkateLink to={ROUTES.login}>{TEXTS.LOGIN}</SkateLink>
      </p>
    </OtpFlowCard>
  );
}
