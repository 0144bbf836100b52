import { type ReactNode, useId, useState } from 'react';
import { SearchBox } from './SearchBox';
import { useSearchState } from './useSearchState';

/**
 * A list's filters: its search box (the `q` of the address), then the others. `live`: the list
 * follows the search as one types (the typed steps replace each other in the history, so Back
 * goes to the list before the search). `folded`: on a
 * phone the other filters fold behind a "More filters" button (how many are set on it), so the first
 * rows stay on the first screen.
 */
export function ListFilters({
  search,
  placeholder,
  value,
  live = false,
  folded,
  children,
}: {
  /** Names the search box: "Search orders by order number, name, phone or e-mail". */
  search: string;
  placeholder: string;
  /** What the search box shows: the address's `q` unless given (as the API took it). */
  value?: string;
  live?: boolean;
  /** Fold the other filters on a phone: how many of them are set. */
  folded?: { active: number };
  children?: ReactNode;
}) {
  const { params, update } = useSearchState();
  const [open, setOpen] = useState(false);
  const foldId = useId();
  return (
    <div className="filters">
      <div className="filters-search">
        <SearchBox
          label={search}
          placeholder={placeholder}
          value={value ?? params.get('q') ?? ''}
          live={live}
          onSearch={(q) => update({ q }, { replace: live && params.has('q') })}
        />
        {folded ? (
          <button
            type="button"
            className="button button-quiet fold-button"
            aria-expanded={open}
            aria-controls={foldId}
            onClick={() => setOpen(!open)}
          >
            {folded.active ? `More filters (${folded.active})` : 'More filters'}
          </button>
        ) : null}
      </div>
      {folded ? (
        <div id={foldId} className="filters-folded" data-open={open || undefined}>
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** A filter of a list as a choice in the address (`param`): "Any …" first, then the options. */
export function SelectFilter({
  label,
  param,
  value,
  any,
  options,
  also,
}: {
  label: string;
  param: string;
  value: string | undefined;
  /** The first option, for no filter: "Any status". */
  any: string;
  options: readonly (string | { value: string; label: string })[];
  /** Other params the choice clears. */
  also?: Record<string, string>;
}) {
  const { update } = useSearchState();
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(event) => update({ [param]: event.target.value, ...also })}>
        <option value="">{any}</option>
        {options.map((option) => {
          const { value: v, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** Toggle buttons that filter a list, one pressed (`value`); `undefined` is the "All" chip. */
export function Chips<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: V | undefined;
  options: readonly { value: V | undefined; label: ReactNode }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <fieldset className="chips">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value ?? ''}
          type="button"
          className="chip"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/** A search box and one choice filter (a status, a kind): the common case of ListFilters + SelectFilter. */
export function SearchAndFilter({
  search,
  placeholder,
  ...filter
}: { search: string; placeholder: string } & Parameters<typeof SelectFilter>[0]) {
  return (
    <ListFilters search={search} placeholder={placeholder}>
      <div className="filter-row">
        <SelectFilter {...filter} />
      </div>
    </ListFilters>
  );
}
