import { loadSuggestions, productRoute, type Suggestion, searchRoute } from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { SearchIcon } from './icons';
import { logSilently } from './errors';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

export interface SearchBoxProps {
  /** Extra class on the form (header vs drawer placement). */
  className?: string;
  /** Called after a search was submitted (the drawer closes itself). */
  onSearched?: () => void;
  /** Id of the form (the phone header's search button controls it). */
  id?: string;
}

/**
 * Header search: an ARIA 1.2 combobox whose listbox offers at most 8 product titles (core's
 * searchSuggestions). Down/Up move through them, Enter (or a click) opens the picked one's product
 * page (issue 39; a title without its id searches that title), or searches the typed text;
 * Escape closes the list, then clears the box. Searching goes to /product?search=.
 * Suggestions come from the server's suggestions call (a few hundred bytes per prefix) when it has one;
 * otherwise the whole catalogue is read once, on the first typed letter (core's loadSuggestions).
 */
export function SearchBox({ className, onSearched, id }: SearchBoxProps) {
  useSkateStyles(SHELL_SHEETS);
  const { api } = useStorefront();
  const navigate = useSkateNavigate();
  const base = useId().replace(/:/g, '');
  const listId = `${base}-list`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const whole = useRef<Promise<Product[]> | null>(null);
  const source = useMemo(
    () => ({
      suggestions: api.catalogue.suggestions,
      // Only for a backend without the suggestions call: the catalogue, read once.
      products: () => {
        whole.current ??= api.catalogue.products().catch((error: unknown) => {
          whole.current = null;
          throw error;
        });
        return whole.current;
      },
    }),
    [api],
  );
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    let live = true;
    loadSuggestions(source, text).then(
      (titles) => {
        if (live) setSuggestions(titles);
      },
      (error: unknown) => logSilently('search suggestions', error),
    );
    return () => {
      live = false;
    };
  }, [source, text]);

  const search = (value: string, id = '') => {
    setOpen(false);
    setActive(-1);
    setText(value);
    navigate(id ? productRoute(value, id) : searchRoute(value));
    onSearched?.();
  };
  const pick = ({ title, id }: Suggestion) => search(title, id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) pick(suggestions[active]);
    else search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (suggestions.length === 0 ? -1 : (current + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        suggestions.length === 0 ? -1 : current <= 0 ? suggestions.length - 1 : current - 1,
      );
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the academy's customers use.
    <form
      id={id}
      role="search"
      className={`skate-search${className ? ` ${className}` : ''}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${base}-input`} className="skate-visually-hidden">
        {TEXTS.SEARCH_LABEL}
      </label>
      <input
        id={`${base}-input`}
        className="skate-input skate-search-input"
        part="input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${base}-option-${active}` : undefined}
        placeholder={TEXTS.SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="skate-search-submit" part="button" aria-label={TEXTS.SEARCH_LABEL}>
        <SearchIcon />
      </button>
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's popup listbox (ARIA 1.2 pattern).
        role="listbox"
        aria-label={TEXTS.SEARCH_SUGGESTIONS}
        className="skate-search-list"
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the input points at the active one with aria-activedescendant.
              <li
                key={suggestion.title}
                id={`${base}-option-${index}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above.
                role="option"
                aria-selected={index === active}
                className="skate-search-option"
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(suggestion);
                }}
              >
                {suggestion.title}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
