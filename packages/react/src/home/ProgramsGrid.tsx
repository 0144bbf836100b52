import { courseList, productPriceDisplay, productRoute } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo } from 'react';
import { useCompleteListing } from '../hooks/useListing';
import { useLogOnError } from '../hooks/useToastOnError';
import { SkateLink } from '../provider/SkateLink';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { LinkButton } from '../ui/LinkButton';

export interface ProgramsGridProps {
  /** Show at most this many courses (all by default). */
  limit?: number;
}

/** Active courses, by the server's search (type=course) or core's rule over the whole catalogue. */
const COURSES = { query: { type: 'course' as const }, select: courseList };

/** The academy's programs: Active courses as cards linking to their pages. Hidden when there are none. */
export function ProgramsGrid({ limit }: ProgramsGridProps) {
  useSkateStyles(HOME_SHEETS);
  // The courses only (one call of a few products), not the whole catalogue.
  const listing = useCompleteListing(COURSES);
  useLogOnError(listing.status, listing.error, 'courses');
  const items = listing.page?.items;
  const courses = useMemo(() => (items ?? []).slice(0, limit), [items, limit]);
  if (courses.length === 0) return null;
  return (
    <section className="skate-section skate-programs" aria-labelledby="skate-programs-title">
      <div className="skate-container">
        <div className="skate-section-head">
          <h2 id="skate-programs-title" className="skate-section-title">
            {TEXTS.OUR_PROGRAMS}
          </h2>
          <p className="skate-section-subtitle">{TEXTS.OUR_PROGRAMS_SUBTITLE}</p>
        </div>
        <ul className="skate-programs-grid">
          {courses.map((course) => {
            const route = productRoute(course.title, course.product_id);
            const price = productPriceDisplay(course);
            return (
              <li key={course.product_id} className="skate-card skate-program-card" part="card">
                <SkateImage path={course.image} alt={course.title} fallbackHeight={190} />
                <div className="skate-program-body">
                  <h3 className="skate-program-title">
                    <SkateLink to={route}>{course.title}</SkateLink>
                  </h3>
                  {course.short_description ? (
                    <p className="skate-program-text">{course.short_description}</p>
                  ) : null}
                  <Price current={price.price} original={price.struck} />
                  <LinkButton to={route} size="sm" aria-label={`${TEXTS.VIEW_DETAILS}: ${course.title}`}>
                    {TEXTS.VIEW_DETAILS}
                  </LinkButton>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
