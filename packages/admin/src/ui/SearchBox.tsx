import { type FormEvent, useEffect, useState } from 'react';

/** A search field that searches on Enter or its button (a request per search, not per key). */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </search>
  );
}
