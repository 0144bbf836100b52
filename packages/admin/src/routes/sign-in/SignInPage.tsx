import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, SecondFactorBody } from '@skatekit/console-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../ui/Field';
import { FormError } from '../../ui/states';
import { initialStoreCode, useSignIn } from './useSignIn';

const CodeForm = SecondFactorBody.pick({ code: true });

/** Only a page of the console itself may be returned to after signing in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Sign in: store code, e-mail and password; then, for an owner, the 6-digit code mailed to them. */
export default function SignInPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login, secondFactor } = useSignIn();
  const [challenge, setChallenge] = useState<{ challengeId: string; sentTo: string } | null>(null);
  const done = () => navigate(safeNext(params.get('next')), { replace: true });

  const loginForm = useForm({
    resolver: zodResolver(LoginBody),
    defaultValues: { merchant: initialStoreCode(location.search), email: '', password: '' },
  });
  const codeForm = useForm({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });

  const onLogin = loginForm.handleSubmit(async (body) => {
    const answer = await login.mutateAsync(body).catch(() => null);
    if (!answer) return;
    if (answer.status === 'signed-in') done();
    else setChallenge({ challengeId: answer.challengeId, sentTo: answer.sentTo });
  });
  const onCode = codeForm.handleSubmit(async ({ code }) => {
    if (!challenge) return;
    const answer = await secondFactor
      .mutateAsync({ challengeId: challenge.challengeId, code })
      .catch(() => null);
    if (answer?.status === 'signed-in') done();
  });

  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-brand">SkateKit console</p>
        {challenge ? (
          <>
            <h1>Enter your code</h1>
            <p>We sent a code to {challenge.sentTo}. It works for 10 minutes.</p>
            <form onSubmit={onCode} noValidate>
              <Field label="6-digit code" error={codeForm.formState.errors.code?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...codeForm.register('code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                  />
                )}
              </Field>
              <FormError error={secondFactor.error} />
              <button type="submit" className="button button-primary" disabled={secondFactor.isPending}>
                {secondFactor.isPending ? 'Checking…' : 'Sign in'}
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setChallenge(null);
                  secondFactor.reset();
                  codeForm.reset();
                }}
              >
                Start again
              </button>
            </form>
          </>
        ) : (
          <>
            <h1>Sign in</h1>
            <form onSubmit={onLogin} noValidate>
              <Field label="Store code" error={loginForm.formState.errors.merchant?.message}>
                {(props) => (
                  <input {...props} {...loginForm.register('merchant')} autoComplete="organization" />
                )}
              </Field>
              <Field label="E-mail" error={loginForm.formState.errors.email?.message}>
                {(props) => (
                  <input {...props} {...loginForm.register('email')} type="email" autoComplete="username" />
                )}
              </Field>
              <Field label="Password" error={loginForm.formState.errors.password?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...loginForm.register('password')}
                    type="password"
                    autoComplete="current-password"
                  />
                )}
              </Field>
              <FormError error={login.error} />
              <button type="submit" className="button button-primary" disabled={login.isPending}>
                {login.isPending ? 'Signing in…' : 'Sign in'}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}
