import { sanitizeHtml } from '@skatekit/core/html';
import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { tabId, tabPanelId, Tabs } from '../ui/Tabs';
import { useSkateStyles } from '../provider/sheets';
import { PRODUCT_SHEETS } from '../styles/groups/product';
import { ProductReviews } from './ProductReviews';

const TABS = [
  TEXTS.TAB_DESCRIPTION,
  TEXTS.TAB_SPECIFICATIONS,
  TEXTS.TAB_KEY_FEATURES,
  TEXTS.TAB_REVIEWS,
] as const;
type DetailTab = (typeof TABS)[number];

/**
 * Description (merchant HTML, sanitised by `@skatekit/core/html` alike in a server render and in the
 * browser, so hydration keeps formatted text), Specifications, Key Features and Reviews (ProductReviews:
 * stored and moderated reviews, a deviation).
 */
export function ProductTabs({ product }: { product: Product }) {
  useSkateStyles(PRODUCT_SHEETS);
  const [tab, setTab] = useState<DetailTab>(TABS[0]);
  const idBase = useId().replace(/:/g, '');

  return (
    <section className="skate-pdp-tabs">
      <Tabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={product.title}
        idBase={idBase}
        tabClassName="skate-pdp-tab"
      />
      <div
        role="tabpanel"
        id={tabPanelId(idBase, tab)}
        aria-labelledby={tabId(idBase, tab)}
        className="skate-pdp-panel"
      >
        {tab === TEXTS.TAB_DESCRIPTION ? (
          <div
            className="skate-rich-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: core's allow-list sanitiser, the same string on the server and in the browser.
            dangerouslySetInnerHTML={{
              __html: sanitizeHtml(product.description || product.short_description),
            }}
          />
        ) : null}
        {tab === TEXTS.TAB_SPECIFICATIONS ? (
          product.specifications.length > 0 ? (
            <table className="skate-spec-table">
              <tbody>
                {product.specifications.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; order is their identity.
                  <tr key={`${row.label}-${index}`}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>-</p>
          )
        ) : null}
        {tab === TEXTS.TAB_KEY_FEATURES ? (
          product.key_features.length > 0 ? (
            <ul className="skate-feature-list">
              {product.key_features.map((feature, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: features may repeat; order is their identity.
                <li key={index}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p>-</p>
          )
        ) : null}
        {tab === TEXTS.TAB_REVIEWS ? <ProductReviews product={product} idBase={idBase} /> : null}
      </div>
    </section>
  );
}
