import { Page } from '../../ui/Page';
import { PageTabs } from '../../ui/PageTabs';
import { useSearchState } from '../../ui/useSearchState';
import '../shop.css';
import { BandsPanel } from './BandsPanel';
import { DeliverySettingsPanel } from './DeliverySettingsForm';
import { PincodesPanel } from './PincodesPanel';

/** Where the store delivers, what delivery costs, and how shoppers pay (the tab is in the address). */
export default function DeliveryPage() {
  const { params, update } = useSearchState();
  const tab = params.get('tab') ?? 'pincodes';
  return (
    <Page title="Delivery">
      <PageTabs
        label="Delivery settings"
        value={tab}
        onValueChange={(value) => update({ tab: value, q: undefined, status: undefined })}
        tabs={[
          { value: 'pincodes', label: 'Pincodes', content: <PincodesPanel /> },
          { value: 'charges', label: 'Delivery charges', content: <BandsPanel /> },
          { value: 'payment', label: 'Payment and GST', content: <DeliverySettingsPanel /> },
        ]}
      />
    </Page>
  );
}
