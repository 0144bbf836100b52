import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** Id of the `<h2>`, which labels the section. */
  titleId: string;
  /** The section's heading (part="heading"). */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The class after `skate-section` (e.g. `skate-offers`). */
  className: string;
  /** Rendered after the container, inside the section (e.g. the modals of its actions). */
  after?: ReactNode;
  /** The section's content, inside the container after the heading. */
  children: ReactNode;
}

/** A section of the home page: its heading (and subtitle) over its content, in the page container. */
export function HomeSection({ titleId, title, subtitle, className, after, children }: HomeSectionProps) {
  return (
    <section className={`skate-section ${className}`} aria-labelledby={titleId}>
      <div className="skate-container">
        <div className="skate-section-head">
          <h2 id={titleId} className="skate-section-title" part="heading">
            {title}
          </h2>
          {subtitle ? <p className="skate-section-subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </div>
      {after}
    </section>
  );
}
