import type { Product } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useSkateStyles } from '../provider/sheets';
import { CATALOGUE_SHEETS } from '../styles/groups/catalogue';
import { PackageItems } from './PackageItems';

export interface GroupedPackageModalProps {
  /** The Grouped Product whose package is shown; null closes the modal. */
  product: Product | null;
  onClose: () => void;
  /** Select Package: load the product (and put it in the cart), then close. */
  onSelect: (product: Product) => void;
  busy?: boolean;
}

/** A Grouped Product's package: its title, the items inside (image and title) and Select Package. */
export function GroupedPackageModal({ product, onClose, onSelect, busy }: GroupedPackageModalProps) {
  useSkateStyles(CATALOGUE_SHEETS);
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={product?.title ?? ''}
      footer={
        product ? (
          <Button variant="primary" loading={busy} onClick={() => onSelect(product)}>
            {TEXTS.SELECT_PACKAGE}
          </Button>
        ) : null
      }
    >
      {product ? (
        <>
          <h3 className="skate-filter-title">{TEXTS.PACKAGE_ITEMS}</h3>
          <PackageItems items={product.grouped_product} />
        </>
      ) : null}
    </Modal>
  );
}
