import type { Product } from '@skatekit/core/schemas';
import { SkateImage } from '../ui/SkateImage';

/** The items inside a Grouped Product's package: each one's image and title. */
export function PackageItems({ items }: { items: Product['grouped_product'] }) {
  return (
    <ul className="skate-package-list">
      {items.map((item, index) => (
        <li key={item._id ?? item.product_id ?? index} className="skate-package-item">
          <SkateImage path={item.image} alt={item.title} fallbackHeight={64} />
          <span>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
