import { type FormEvent, useEffect, useRef, useState } from 'react';

/** How long typing pauses before a live search asks the server (ms). */
export const LIVE_SEARCH_DELAY = 300;

/**
 * A search field that searches on Enter or its button; `live` also searches as one types, once the
 * typing pauses (`LIVE_SEARCH_DELAY`), so a request per pause, not per key.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  live = false,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  live?: boolean;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The address changed (Back, Clear filters): show its search, unless it is what is typed (a live
  // search must not eat the space after the first name).
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    if (!live) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, LIVE_SEARCH_DELAY);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };
  return (
    <search>
      <form className="search-box" onSubmit={submit}>
        <label htmlFor="list-search" className="visually-hidden">
          {label}
        </label>
        <input
          id="list-search"
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </search>
  );
}
