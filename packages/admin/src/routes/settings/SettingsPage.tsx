import { zodResolver } from '@hookform/resolvers/zod';
import { AdminSettingsBody } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ErrorState, FormError, LoadingState } from '../../ui/states';
import { FeeSettingsForm } from './FeeSettingsForm';

function NotifyEmailForm({ notifyEmail }: { notifyEmail: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: z.infer<typeof AdminSettingsBody>) => api.settings.update(body),
    onSuccess: (answer) => queryClient.setQueryData(keys.settings, answer.data),
  });
  const form = useForm({ resolver: zodResolver(AdminSettingsBody), defaultValues: { notifyEmail } });
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate className="card">
      <h2>Notifications</h2>
      <Field
        label="Send the store's notifications to"
        hint="New paid orders, new admissions, enquiries and refunds owed. Leave empty to send none."
        error={form.formState.errors.notifyEmail?.message}
      >
        {(props) => <input {...props} {...form.register('notifyEmail')} type="email" autoComplete="email" />}
      </Field>
      <FormError error={save.error} />
      {save.isSuccess ? <p role="status">Saved.</p> : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/** The store's settings (owner): where notification mails go, and the academy's fee settings. */
export default function SettingsPage() {
  const api = useApi();
  const settings = useQuery({
    queryKey: keys.settings,
    queryFn: async () => (await api.settings.get()).data,
  });
  return (
    <Page title="Settings">
      {settings.isPending ? (
        <LoadingState label="Loading settings" />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <p className="lead">Store: {settings.data.storeName}</p>
          <NotifyEmailForm notifyEmail={settings.data.notifyEmail} />
          <FeeSettingsForm />
        </>
      )}
    </Page>
  );
}
