import { itemCount } from '@skatekit/core/texts';
import type { ReactNode } from 'react';

export interface ListingHeadProps {
  /** The listing's title (part="heading"). */
  heading: ReactNode;
  /** Its heading level: `h1` (default) on a page of its own, `h2` inside another page. */
  as?: 'h1' | 'h2';
  /** How many products it lists, once known. */
  count: number | undefined;
  /** Beside the title (the sort). */
  children?: ReactNode;
}

/** The head of a product listing: its title and item count, and what stands beside them. */
export function ListingHead({ heading, as: Heading = 'h1', count, children }: ListingHeadProps) {
  return (
    <div className="skate-listing-head">
      <div>
        <Heading className="skate-page-title" part="heading">
          {heading}
        </Heading>
        {/* There while loading too (a blank line), so the listing does not move when the count comes. */}
        <p className="skate-listing-count" aria-live="polite">
          {count === undefined ? '\u00a0' : itemCount(count)}
        </p>
      </div>
      {children}
    </div>
  );
}
