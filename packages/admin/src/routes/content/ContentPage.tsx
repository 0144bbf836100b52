import { Page } from '../../ui/Page';
import { PageTabs } from '../../ui/PageTabs';
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
      <PageTabs
        label="Kinds of content"
        value={tab}
        onValueChange={(value) => update({ tab: value })}
        tabs={[
          { value: 'store', label: 'Store', content: <StoreForm /> },
          ...KIND_SPECS.map((spec) => ({
            value: spec.kind,
            label: spec.title,
            content: <ContentList spec={spec} />,
          })),
        ]}
      />
    </Page>
  );
}
