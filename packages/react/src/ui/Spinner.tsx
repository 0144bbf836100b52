import { TEXTS } from '@skatekit/core/texts';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface SpinnerProps {
  /** Announced to screen readers; pass '' inside a labelled control (the button names itself). */
  label?: string;
}

/** A small rotating ring. */
export function Spinner({ label = TEXTS.LOADING }: SpinnerProps) {
  useSkateStyles(UI_SHEETS);
  if (!label) return <span className="skate-spinner" aria-hidden="true" />;
  return (
    <span role="status" className="skate-spinner-wrap">
      <span className="skate-spinner" aria-hidden="true" />
      <span className="skate-visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for whole sections that are loading. */
export function Loading({ label = TEXTS.LOADING }: { label?: string }) {
  useSkateStyles(UI_SHEETS);
  return (
    <div className="skate-loading" role="status">
      <span className="skate-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
