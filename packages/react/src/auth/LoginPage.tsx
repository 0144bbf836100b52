import {
  type FieldErrors,
  hasErrors,
  loginReason,
  requireFields,
  ROUTES,
  returnTarget,
  validateLoginPassword,
} from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, useState } from 'react';
import { useStore } from 'zustand';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AuthFields';
import { NativeGoogleButton } from './NativeGoogleButton';
import { useSkateStyles } from '../provider/sheets';
import { AUTH_SHEETS } from '../styles/groups/auth';

type LoginField = 'email' | 'password';

/**
 * /login: Email, Password, Continue. On success the session store signs in (and core merges the guest
 * cart into the server cart, leaving failed lines in the guest cart), "Login successful!" shows and the
 * user goes to the saved return page or /, which is then forgotten. A refusal shows the server's
 * message; a network failure the raw error (both worded by core's session store).
 */
export function LoginPage() {
  useSkateStyles(AUTH_SHEETS);
  const { session, returnPage } = useStorefront();
  // Sent here to check out or to submit an admission: say why, and that nothing typed is lost.
  const reason = loginReason(useStore(returnPage, (state) => state.path));
  const navigate = useSkateNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<LoginField> = requireFields({ email }, ['email']);
    const passwordCheck = validateLoginPassword(password);
    if (!passwordCheck.ok) next.password = passwordCheck.message;
    setErrors(next);
    if (hasErrors(next)) return;

    setBusy(true);
    const result = await session.getState().login(email.trim(), password);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    navigate(returnTarget(returnPage.getState().takeReturnPage()));
  };

  return (
    <AuthCard title={TEXTS.LOGIN}>
      {reason ? (
        <p className="skate-alert skate-alert--warning" role="status">
          {reason}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <PasswordField
          label={TEXTS.PASSWORD}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <Button type="submit" block loading={busy}>
          {TEXTS.CONTINUE}
        </Button>
      </form>
      <p className="skate-auth-consent">
        {TEXTS.LOGIN_CONSENT} <SkateLink to={ROUTES.rules}>{TEXTS.TERMS_AND_CONDITIONS}</SkateLink>{' '}
        {TEXTS.AND} <SkateLink to={ROUTES.privacyPolicy}>{TEXTS.PRIVACY_POLICY}</SkateLink>.
      </p>
      <NativeGoogleButton />
      <p className="skate-auth-alt">
        {TEXTS.NO_ACCOUNT} <SkateLink to={ROUTES.register}>{TEXTS.REGISTER_NOW}</SkateLink>
      </p>
      <p className="skate-auth-alt">
        <SkateLink to={ROUTES.reset}>{TEXTS.TROUBLE_SIGNING_IN}</SkateLink>
      </p>
    </AuthCard>
  );
}
