import * as Tabs from '@radix-ui/react-tabs';
import { Page } from '../../ui/Page';
import { useSearchState } from '../../ui/useSearchState';
import '../shop.css';
import { ContentList } from './ContentList';
import { KIND_SPECS } from './kinds';
import { StoreForm } from './StoreForm';

/** What the storefront shows besides the catalogue: the store itself, slides, marquee, offers, categories, centres. */
export default function ContentPage() {
  const { params, update } = useSearchState();
  const tab = params.get('tab') ?? 'store';
  return (
    <Page title="Content">
      <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value })}>
        <Tabs.List className="tabs" aria-label="Kinds of content">
          <Tabs.Trigger value="store" className="tab">
            Store
          </Tabs.Trigger>
          {KIND_SPECS.map((spec) => (
            <Tabs.Trigger key={spec.kind} value={spec.kind} className="tab">
              {spec.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="store" className="tab-panel">
          <StoreForm />
        </Tabs.Content>
        {KIND_SPECS.map((spec) => (
          <Tabs.Content key={spec.kind} value={spec.kind} className="tab-panel">
            <ContentList spec={spec} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
