import { ImageField } from './ImageField';

/**
 * Several pictures in order (a product's gallery): each shown with buttons to move it earlier or later
 * and to remove it, and an upload that adds one at the end (once). `value` is the paths in order.
 */
export function GalleryField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly string[];
  onChange: (paths: string[]) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked);
    onChange(next);
  };
  return (
    <fieldset className="gallery-field">
      <legend>{label}</legend>
      {value.length ? (
        <ol className="gallery-list">
          {value.map((path, i) => (
            <li key={path}>
              <img src={path} alt={`${label} ${i + 1} of ${value.length}`} width={72} height={72} />
              <div className="button-row">
                <button type="button" className="button" disabled={i === 0} onClick={() => move(i, i - 1)}>
                  Move picture {i + 1} earlier
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  Move picture {i + 1} later
                </button>
                <button
                  type="button"
                  className="button button-danger-quiet"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  Remove picture {i + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No pictures yet: the product page shows the main image alone.</p>
      )}
      <ImageField
        label={`Add a picture to the ${label.toLowerCase()}`}
        value=""
        onChange={(path) => path && !value.includes(path) && onChange([...value, path])}
      />
    </fieldset>
  );
}
