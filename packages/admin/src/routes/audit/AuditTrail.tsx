import type { AuditEntry } from '@skatekit/console-contract';
import { time } from '../../ui/format';

/** Who changed what, when; before and after on demand. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <p className="muted">No changes recorded.</p>;
  return (
    <ul className="plain-list audit-trail">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{entry.action}</strong> · {entry.staffEmail} · {time(entry.createdAt)}
          <details>
            <summary>Before and after</summary>
            <div className="audit-diff">
              <div>
                <p className="muted">Before</p>
                <pre>{JSON.stringify(entry.before, null, 2) ?? '—'}</pre>
              </div>
              <div>
                <p className="muted">After</p>
                <pre>{JSON.stringify(entry.after, null, 2) ?? '—'}</pre>
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
