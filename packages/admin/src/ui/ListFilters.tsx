import type { ReactNode } from 'react';
import { SearchBox } from './SearchBox';
import { useSearchState } from './useSearchState';

/** A list's filters: its search box (the `q` of the address), then the others. */
export function ListFilters({
  search,
  placeholder,
  value,
  children,
}: {
  /** Names the search box: "Search orders by order number, name, phone or e-mail". */
  search: string;
  placeholder: string;
  /** What the search box shows: the address's `q` unless given (as the API took it). */
  value?: string;
  children?: ReactNode;
}) {
  const { params, update } = useSearchState();
  return (
    <div className="filters">
      <SearchBox
        label={search}
        placeholder={placeholder}
        value={value ?? params.get('q') ?? ''}
        onSearch={(q) => update({ q })}
      />
      {children}
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
