/** Previous / next pages of a server-side list, with where we are. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, e.g. "orders". */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={`Pages of ${label}`}>
      <p>
        {first}–{last} of {total.toLocaleString('en-IN')}
      </p>
      <div className="pagination-buttons">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </button>
      </div>
    </nav>
  );
}
