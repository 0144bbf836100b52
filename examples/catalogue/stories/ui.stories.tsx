import type { StoryDefault } from '@ladle/react';
import { TEXTS } from '@skatekit/core/texts';
import {
  Button,
  ConfirmDialog,
  IconButton,
  icons,
  Loading,
  Modal,
  notify,
  Price,
  QuantityStepper,
  ScrollRow,
  SkateImage,
  Skeleton,
  Spinner,
  Tabs,
} from '@skatekit/react/ui';
import { useState } from 'react';
import { picture } from './fake-api';

import { inShop } from './states';

export default { title: 'UI' } satisfies StoryDefault;

const noop = () => {};

export const Buttons = inShop(
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
    <Button>Primary</Button>
    <Button variant="accent">Accent</Button>
    <Button variant="outline">Outline</Button>
    <Button variant="ghost">Ghost</Button>
    <Button variant="danger">Danger</Button>
    <Button size="sm">Small</Button>
    <Button loading>Loading</Button>
    <Button disabled>Disabled</Button>
    <IconButton label="Close">
      <icons.CloseIcon />
    </IconButton>
  </div>,
);
export const BlockButtonMobile = inShop(<Button block>{TEXTS.ADD_TO_CART}</Button>);
BlockButtonMobile.meta = { width: 375 };

export const ModalOpen = inShop(
  <Modal open onClose={noop} title="Apply coupon" footer={<Button>Apply</Button>}>
    <p>Modal content.</p>
  </Modal>,
);
export const ModalMobile = inShop(
  <Modal open onClose={noop} title="Apply coupon" wide>
    <p>Modal content.</p>
  </Modal>,
);
ModalMobile.meta = { width: 375 };
export const Confirm = inShop(
  <ConfirmDialog
    open
    message="Remove this address?"
    confirmLabel="Remove"
    cancelLabel="Keep"
    onConfirm={noop}
    onCancel={noop}
  />,
);

export const Skeletons = inShop(
  <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
    <Skeleton height={180} />
    <Skeleton height={16} width="70%" />
    <Skeleton height={48} width={48} circle />
  </div>,
);

export const Prices = inShop(
  <div style={{ display: 'grid', gap: 8 }}>
    <Price current={800} original={1000} />
    <Price current={1999} size="lg" />
    <Price current={null} />
  </div>,
);

export const Spinners = inShop(
  <>
    <Spinner />
    <Loading />
  </>,
);

export const Images = inShop(
  <div style={{ display: 'flex', gap: 12 }}>
    <SkateImage path={picture('Image', '#0f766e')} alt="A picture" width={160} height={160} />
    <SkateImage path="" alt="No picture" fallbackHeight={160} />
  </div>,
);

export const Row = inShop(
  <ScrollRow step={260} label="Products">
    {Array.from({ length: 10 }, (_, index) => (
      <div key={String(index)} style={{ flex: '0 0 240px', height: 120, background: '#e8eefb' }}>
        Item {index + 1}
      </div>
    ))}
  </ScrollRow>,
);

function TabsDemo() {
  const tabs = [TEXTS.TAB_ORDERS, TEXTS.TAB_ADDRESS, TEXTS.TAB_HELP] as const;
  const [tab, setTab] = useState<(typeof tabs)[number]>(tabs[0]);
  return <Tabs tabs={tabs} value={tab} onChange={setTab} label="Account" idBase="story-tabs" />;
}
export const TabList = inShop(<TabsDemo />);

function Stepper() {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} max={5} />;
}
export const Quantity = inShop(<Stepper />);

/** The provider's notice area appears with the first notice. */
export const Notices = inShop(
  <div style={{ display: 'flex', gap: 8 }}>
    <Button onClick={() => notify.success(TEXTS.ADDED_TO_CART)}>Success</Button>
    <Button variant="outline" onClick={() => notify.warning(TEXTS.PRODUCT_ALREADY_IN_CART)}>
      Warning
    </Button>
    <Button variant="danger" onClick={() => notify.error(TEXTS.SOMETHING_WENT_WRONG)}>
      Error
    </Button>
  </div>,
);

/** In development a provider without apiBase / merchantCode says so on the page (and in the console). */
export const ConfigProblem = inShop(<p>shop</p>, { missingConfig: true });
