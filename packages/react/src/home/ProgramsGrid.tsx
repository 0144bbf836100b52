import { courseList, productPriceDisplay, productRoute, TEXTS } from '@skatekit/core';
import { useMemo } from 'react';
import { useProducts } from '../hooks/useCatalogue';
import { useLogOnError } from '../hooks/useToastOnError';
import { SkateLink } from '../provider/SkateLink';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/sheets';

export interface ProgramsGridProps {
  /** Show at most this many courses (all by default). */
  limit?: number;
}

/** The academy's programs: Active courses as cards linking to their pages. Hidden when there are none. */
export function ProgramsGrid({ limit }: ProgramsGridProps) {
  useSkateStyles(HOME_SHEETS);
  const products = useProducts();
  useLogOnError(products.status, products.error, 'courses');
  const courses = useMemo(() => courseList(products.data ?? []).slice(0, limit), [products.data, limit]);
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
              <li key={course.product_id} className="skate-card skate-program-card">
                <SkateImage path={course.image} alt={course.title} fallbackHeight={190} />
                <div className="skate-program-body">
                  <h3 className="skate-program-title">
                    <SkateLink to={route}>{course.title}</SkateLink>
                  </h3>
                  {course.short_description ? (
                    <p className="skate-program-text">{course.short_description}</p>
                  ) : null}
                  <Price current={price.price} original={price.struck} />
                  <SkateLink
                    to={route}
                    className="skate-btn skate-btn--primary skate-btn--sm"
                    aria-label={`${TEXTS.VIEW_DETAILS}: ${course.title}`}
                  >
                    {TEXTS.VIEW_DETAILS}
                  </SkateLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
