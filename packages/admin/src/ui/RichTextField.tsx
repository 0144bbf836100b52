import { sanitizeHtml } from '@skatekit/core/html';
import { useEffect, useId, useRef, useState } from 'react';

/** The toolbar's commands: what each button does to the selection (the browser's editing commands). */
const COMMANDS = [
  { label: 'Bold', command: 'bold' },
  { label: 'Italic', command: 'italic' },
  { label: 'Heading', command: 'formatBlock', value: 'h3' },
  { label: 'Paragraph', command: 'formatBlock', value: 'p' },
  { label: 'Bulleted list', command: 'insertUnorderedList' },
  { label: 'Numbered list', command: 'insertOrderedList' },
  { label: 'Remove formatting', command: 'removeFormat' },
] as const;

/**
 * A rich-text field (a description): a toolbar (bold, italic, heading, lists, link) over an editable
 * area that shows the text formatted, and "Edit HTML" for the source. It hands HTML to `onChange`;
 * what it shows is first put through core's sanitiser (the server sanitises again on save), so pasted
 * or typed markup never runs in the console.
 */
export function RichTextField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  // The area is filled from the value when it changes from outside (a reset, the HTML source), not on
  // each keystroke (which would move the caret).
  useEffect(() => {
    const area = editor.current;
    if (!area || source) return;
    const safe = sanitizeHtml(value);
    if (area.innerHTML !== safe) area.innerHTML = safe;
  }, [value, source]);
  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    onChange(editor.current?.innerHTML ?? '');
  };
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field rich-text">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            className="button button-quiet"
            disabled={source}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(c.command, 'value' in c ? c.value : undefined)}
          >
            {c.label}
          </button>
        ))}
        <button
          type="button"
          className="button button-quiet"
          disabled={source}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const href = window.prompt('Link address (https://…)');
            if (href && /^(https?:|mailto:|\/)/i.test(href.trim())) run('createLink', href.trim());
          }}
        >
          Link
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-pressed={source}
          onClick={() => setSource(!source)}
        >
          Edit HTML
        </button>
      </div>
      {source ? (
        <textarea
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          rows={8}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a textarea cannot show formatted text; this editable area is the textbox.
        <div
          ref={editor}
          className="rich-text-area"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
        />
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
