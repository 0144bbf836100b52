/** Whether a record is in use: an Active or Inactive badge. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`badge ${active ? 'badge-active' : 'badge-disabled'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
