import { CATEGORY_SCROLL_RECALC_MS, SCROLL_STEP_CATEGORIES } from '../timings';
import { activeCategories, categoryRoute } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo } from 'react';
import { useCategories } from '../hooks/useCatalogue';
import { useLogOnError } from '../hooks/useToastOnError';
import { SkateLink } from '../provider/SkateLink';
import { ScrollRow } from '../ui/ScrollRow';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { HomeSection } from './HomeSection';

/**
 * Discover Our Categories: Active categories by position, each a link to its page; 150 px per
 * chevron, scroll state re-read 100 ms after a move. Hidden when empty or failing (logged only).
 */
export function CategoriesStrip() {
  useSkateStyles(HOME_SHEETS);
  const categories = useCategories();
  useLogOnError(categories.status, categories.error, 'categories');
  const list = useMemo(() => activeCategories(categories.data ?? []), [categories.data]);
  if (categories.status !== 'success' || list.length === 0) return null;
  return (
    <HomeSection
      titleId="skate-categories-title"
      title={TEXTS.DISCOVER_CATEGORIES}
      subtitle={TEXTS.DISCOVER_CATEGORIES_SUBTITLE}
      className="skate-categories"
    >
      <ScrollRow
        step={SCROLL_STEP_CATEGORIES}
        recalcDelayMs={CATEGORY_SCROLL_RECALC_MS}
        label={TEXTS.DISCOVER_CATEGORIES}
      >
        {list.map((category) => (
          <li key={category._id ?? category.category}>
            <SkateLink
              to={categoryRoute(category.category)}
              className="skate-card skate-category-card"
              part="card"
            >
              <SkateImage
                path={category.icon}
                absolute
                alt=""
                className="skate-category-icon"
                fallbackHeight={72}
              />
              <span className="skate-category-name">{category.name || category.category}</span>
            </SkateLink>
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
