import {
  ACADEMY_SCREEN_TEXTS as T,
  AUTOPAY_STATUS_LABELS,
  type Fee,
  type Mandate,
} from '@skatekit/core/academy';
import { formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { Button } from '../ui/Button';
import { academyOf } from './client';

/** The students of a parent's fees, once each, in the fees' order. */
const studentsOf = (fees: readonly Fee[]) =>
  [...new Map(fees.map((fee) => [fee.student_id, fee.student_name])).entries()].map(([id, name]) => ({
    id,
    name,
  }));

/**
 * Auto-pay (issue 38) under My Account's fees: for each student, set up a mandate (the provider's page
 * at `short_url` authorises it with the parent's bank or UPI app), see its state, or cancel it. The
 * server charges each month's fee on its due day; a failed charge leaves the fee to be paid here.
 */
export function Autopay({ userId, fees }: { userId: string; fees: readonly Fee[] }) {
  const storefront = useStorefront();
  const mandates = useAsync(async () => (await academyOf(storefront)).autopay(userId), [storefront, userId]);
  useLogOnError(mandates.status, mandates.error, 'autopay');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (key: string, run: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await run();
      mandates.reload();
    } catch (failure) {
      setError((failure as Error).message || TEXTS.SOMETHING_WENT_WRONG);
    } finally {
      setBusy(null);
    }
  };
  const current = (studentId: string): Mandate | undefined =>
    mandates.data?.find((m) => m.student_id === studentId && m.status !== 'cancelled');

  return (
    <section className="skate-autopay" aria-label={T.AUTOPAY_TITLE}>
      <h3>{T.AUTOPAY_TITLE}</h3>
      <p>{T.AUTOPAY_HINT}</p>
      <ul>
        {studentsOf(fees).map((student) => {
          const mandate = current(student.id);
          return (
            <li key={student.id}>
              <strong>{student.name}</strong>{' '}
              {mandate ? (
                <>
                  {AUTOPAY_STATUS_LABELS[mandate.status] ?? mandate.status} ({formatInr(mandate.amount)}){' '}
                  {mandate.status === 'created' ? (
                    <a className="skate-link" href={mandate.short_url} target="_blank" rel="noopener">
                      {T.AUTOPAY_AUTHORISE}
                    </a>
                  ) : null}{' '}
                  <Button
                    variant="outline"
                    loading={busy === mandate.id}
                    aria-label={`${T.AUTOPAY_CANCEL}: ${student.name}`}
                    onClick={() =>
                      void act(mandate.id, async () =>
                        (await academyOf(storefront)).cancelAutopay(mandate.id),
                      )
                    }
                  >
                    {T.AUTOPAY_CANCEL}
                  </Button>
                </>
              ) : (
                <Button
                  variant="outline"
                  loading={busy === student.id}
                  disabled={!mandates.data}
                  aria-label={`${T.AUTOPAY_SET_UP}: ${student.name}`}
                  onClick={() =>
                    void act(student.id, async () =>
                      (await academyOf(storefront)).setUpAutopay(userId, student.id),
                    )
                  }
                >
                  {T.AUTOPAY_SET_UP}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
