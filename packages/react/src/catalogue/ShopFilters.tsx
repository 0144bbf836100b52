import {
  type CategoryOption,
  PRICE_RANGES,
  type PriceRangeId,
  isShopOrder,
  SHOP_ORDER_GROUPS,
  type ShopFilters as ShopFilterValues,
} from '@skatekit/core/rules';
import { textLabel, TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { ChevronRightIcon } from '../ui/icons';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';

export interface ShopFiltersProps {
  filters: ShopFilterValues;
  /** The merchant's Active categories (core's categoryOptions). */
  categories: readonly CategoryOption[];
  /**
   * The categories are still loading: their toggle shows (disabled) so the panel keeps its height and
   * the listing beside it does not move when they come. Without categories once loaded, it goes.
   */
  categoriesLoading?: boolean;
  /** A partial change; the shop goes back to page 1 (core's shopReducer). */
  onChange: (change: Partial<ShopFilterValues>) => void;
}

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

/**
 * The shop's filter panel: sort (the listing sorts, and beside them Best Selling, Price: Low to High,
 * Price: High to Low, Newest Arrivals), price ranges (0-200, 200-400, 400-6000) and the merchant's
 * categories behind a toggle.
 */
export function ShopFilters({ filters, categories, categoriesLoading = false, onChange }: ShopFiltersProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  const base = useId();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  // Phones: the panel starts collapsed behind its button, so the products come first.
  const [open, setOpen] = useState(false);
  const anyFilter = filters.categories.length > 0 || filters.priceRanges.length > 0;
  const active = filters.categories.length + filters.priceRanges.length;
  return (
    <aside
      className={`skate-card skate-filters${open ? ' skate-filters--open' : ''}`}
      part="card"
      aria-label={TEXTS.FILTERS}
    >
      <button
        type="button"
        className="skate-filter-toggle skate-filters-toggle"
        aria-expanded={open}
        aria-controls={`${base}-body`}
        onClick={() => setOpen((now) => !now)}
      >
        {TEXTS.FILTERS}
        {active > 0 ? ` (${active})` : ''}
        <ChevronRightIcon />
      </button>
      <div id={`${base}-body`} className="skate-filters-body">
        <div className="skate-field">
          <label htmlFor={`${base}-sort`} className="skate-label" part="label">
            {TEXTS.SORT_BY}
          </label>
          <select
            id={`${base}-sort`}
            className="skate-select"
            part="input"
            value={filters.sort}
            onChange={(event) => {
              if (isShopOrder(event.target.value)) onChange({ sort: event.target.value });
            }}
          >
            {SHOP_ORDER_GROUPS.map((group) => (
              <optgroup key={group.label} label={textLabel(group.label)}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {textLabel(option.label)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className="skate-filter-group">
          <legend>{TEXTS.FILTER_PRICE}</legend>
          {PRICE_RANGES.map((range) => (
            <label key={range.id} className="skate-check">
              <input
                type="checkbox"
                checked={filters.priceRanges.includes(range.id)}
                onChange={() =>
                  onChange({ priceRanges: toggle<PriceRangeId>(filters.priceRanges, range.id) })
                }
              />
              {range.label}
            </label>
          ))}
        </fieldset>
        {categories.length > 0 || categoriesLoading ? (
          <div className="skate-filter-group">
            <button
              type="button"
              className="skate-filter-toggle"
              disabled={categories.length === 0}
              aria-expanded={categoriesOpen && categories.length > 0}
              aria-controls={`${base}-categories`}
              onClick={() => setCategoriesOpen((open) => !open)}
            >
              {TEXTS.FILTER_CATEGORIES}
              {filters.categories.length > 0 ? ` (${filters.categories.length})` : ''}
              <ChevronRightIcon />
            </button>
            <fieldset id={`${base}-categories`} className="skate-filter-group" hidden={!categoriesOpen}>
              <legend className="skate-visually-hidden">{TEXTS.FILTER_CATEGORIES}</legend>
              {categories.map((option) => (
                <label key={option.value} className="skate-check">
                  <input
                    type="checkbox"
                    checked={filters.categories.includes(option.value)}
                    onChange={() => onChange({ categories: toggle(filters.categories, option.value) })}
                  />
                  {textLabel(option.label)}
                </label>
              ))}
            </fieldset>
          </div>
        ) : null}
        {anyFilter ? (
          <button
            type="button"
            className="skate-btn skate-btn--ghost skate-btn--sm"
            part="button"
            onClick={() => onChange({ categories: [], priceRanges: [] })}
          >
            {TEXTS.CLEAR_FILTERS}
          </button>
        ) : null}
      </div>
    </aside>
  );
}
