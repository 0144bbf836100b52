import { courseList, productPriceDisplay, productRoute } from '@skatekit/core/rules';
import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useCompleteListing } from '../hooks/useListing';
import { useToastOnError } from '../hooks/useToastOnError';
import { SkateLink } from '../provider/SkateLink';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';
import { SkateImage } from '../ui/SkateImage';
import { Skeleton } from '../ui/Skeleton';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';
import { LinkButton } from '../ui/LinkButton';

export interface CourseGridProps {
  /** Buy Now was pressed on a course. */
  onBuyNow: (course: Product) => void;
}

/** Active courses, by the server's search (type=course) or core's rule over the whole catalogue. */
const COURSES = { query: { type: 'course' as const }, select: courseList };

/** The Active courses (category "courses") as cards: image, title, price, short text, View and Buy Now. */
export function CourseGrid({ onBuyNow }: CourseGridProps) {
  useSkateStyles(ADMISSION_SHEETS);
  // The courses only, not the whole catalogue.
  const listing = useCompleteListing(COURSES);
  useToastOnError(listing.status, TEXTS.FAILED_LOAD_PRODUCTS, listing.error);
  const courses = listing.page?.items ?? [];

  if (listing.status === 'loading' && !listing.page) {
    return (
      <ul className="skate-course-grid" aria-busy="true">
        {[0, 1].map((n) => (
          <li key={n} className="skate-card skate-course-card" part="card">
            <Skeleton height={250} />
          </li>
        ))}
      </ul>
    );
  }
  if (courses.length === 0) return <p className="skate-empty">{TEXTS.NO_PRODUCTS_FOUND}</p>;
  return (
    <ul className="skate-course-grid">
      {courses.map((course) => {
        const price = productPriceDisplay(course);
        const route = productRoute(course.title, course.product_id);
        return (
          <li key={course.product_id}>
            <article className="skate-card skate-course-card" part="card" aria-label={course.title}>
              <SkateImage
                path={course.image}
                alt={course.title}
                className="skate-course-image"
                fallbackHeight={200}
              />
              <div className="skate-course-body">
                <h2 className="skate-course-title">
                  <SkateLink to={route}>{course.title}</SkateLink>
                </h2>
                <Price current={price.price} original={price.struck} />
                {course.short_description ? (
                  <p className="skate-course-text">{course.short_description}</p>
                ) : null}
                <div className="skate-course-actions">
                  <LinkButton to={route} variant="outline" size="sm">
                    {TEXTS.VIEW}
                  </LinkButton>
                  <Button size="sm" onClick={() => onBuyNow(course)}>
                    {TEXTS.BUY_NOW}
                    <span className="skate-visually-hidden"> - {course.title}</span>
                  </Button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
