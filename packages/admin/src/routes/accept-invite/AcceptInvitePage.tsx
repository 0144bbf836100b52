import { zodResolver } from '@hookform/resolvers/zod';
import { AcceptInviteBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { Field } from '../../ui/Field';
import { FormError } from '../../ui/states';

/** The invitation link's page: the invitee sets their name and password and is signed in. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(AcceptInviteBody),
    defaultValues: { token, name: '', password: '' },
  });
  const accept = useMutation({
    mutationFn: (body: AcceptInviteBody) => api.auth.acceptInvite(body),
    onSuccess: (answer) => {
      if (answer.status === 'signed-in') {
        queryClient.setQueryData(keys.session, answer.session);
        navigate('/', { replace: true });
      }
    },
  });
  const onSubmit = form.handleSubmit((body) => accept.mutate(body));

  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-brand">SkateKit console</p>
        <h1>Join your team</h1>
        {token.length < 20 ? (
          <p role="alert">
            This invitation link is incomplete. Open the link from the e-mail again, or ask the owner for a
            new invitation. <Link to="/sign-in">Sign in</Link>
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <p>Choose your name and a password to finish setting up your account.</p>
            <Field label="Your name" error={form.formState.errors.name?.message}>
              {(props) => <input {...props} {...form.register('name')} autoComplete="name" />}
            </Field>
            <Field
              label="Password"
              hint="At least 10 characters."
              error={form.formState.errors.password?.message}
            >
              {(props) => (
                <input
                  {...props}
                  {...form.register('password')}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </Field>
            <FormError error={accept.error} />
            <button type="submit" className="button button-primary" disabled={accept.isPending}>
              {accept.isPending ? 'Saving…' : 'Set password and sign in'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
