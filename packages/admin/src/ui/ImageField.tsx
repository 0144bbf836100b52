import { IMAGE_INPUT_TYPES, IMAGE_MAX_BYTES } from '@skatekit/console-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadImage } from '../api/upload';
import { useSession } from '../session/session';

const ACCEPT = IMAGE_INPUT_TYPES.join(',');
const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * A picture of a form (product image, slider, logo...): shows the current picture, uploads a new one
 * (`POST /admin/api/images`, with its progress) and hands the stored path to `onChange`; Remove hands
 * `''`. The file chooser is a native input, so the keyboard and screen readers work as everywhere;
 * progress and refusals are announced. With `name`, the path is also in a hidden input of that name.
 * @example <ImageField label="Product image" value={watch('image')} onChange={(path) => setValue('image', path)} />
 */
export function ImageField(props: {
  label: string;
  value: string | undefined;
  onChange: (path: string) => void;
  name?: string;
}) {
  const { label, value, onChange, name } = props;
  const { csrfToken } = useSession();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError('');
    setProgress(0);
    try {
      const image = await uploadImage(file, {
        csrfToken,
        signal: controller.signal,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      onChange(image.path);
    } catch (failure) {
      if ((failure as Error).name === 'AbortError') return;
      setError((failure as Error).message);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
        if (input.current) input.current.value = '';
      }
    }
  }

  const uploading = progress !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      <p className="field-hint" id={hintId}>
        JPEG, PNG, WebP or GIF, up to {MAX_MB} MB. It is resized for phones and desktops.
      </p>
      <div className="image-field-body">
        <div className="image-field-preview">
          {value ? (
            <img src={value} alt={`${label} (current)`} width={96} height={96} />
          ) : (
            <span className="image-field-empty">No picture</span>
          )}
        </div>
        <div className="image-field-controls">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={uploading}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void send(file);
            }}
          />
          {value && !uploading ? (
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setError('');
                onChange('');
              }}
            >
              Remove picture
            </button>
          ) : null}
          <div aria-live="polite" className="image-field-status">
            {uploading ? (
              <>
                <progress max={100} value={progress} aria-label={`Uploading ${label}`} />
                <span>Uploading… {progress}%</span>
              </>
            ) : null}
          </div>
        </div>
      </div>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}
