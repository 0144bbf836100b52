import * as Tabs from '@radix-ui/react-tabs';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import '../shop.css';
import { BandsPanel } from './BandsPanel';
import { DeliverySettingsPanel } from './DeliverySettingsForm';
import { PincodesPanel } from './PincodesPanel';

const TABS = [
  { value: 'pincodes', label: 'Pincodes' },
  { value: 'charges', label: 'Delivery charges' },
  { value: 'payment', label: 'Payment and GST' },
] as const;

/** Where the store delivers, what delivery costs, and how shoppers pay (the tab is in the address). */
export default function DeliveryPage() {
  const { params, update } = useSearchState();
  const tab = params.get('tab') ?? 'pincodes';
  return (
    <Page title="Delivery">
      <Tabs.Root
        value={tab}
        onValueChange={(value) => update({ tab: value, q: undefined, status: undefined })}
      >
        <Tabs.List className="tabs" aria-label="Delivery settings">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className="tab">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="pincodes" className="tab-panel">
          <PincodesPanel />
        </Tabs.Content>
        <Tabs.Content value="charges" className="tab-panel">
          <BandsPanel />
        </Tabs.Content>
        <Tabs.Content value="payment" className="tab-panel">
          <DeliverySettingsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
