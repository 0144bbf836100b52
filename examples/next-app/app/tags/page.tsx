import { skateConfig } from '../../lib/skate';
import { Tags } from './tags';

/** The drop-in `<skate-*>` tags in a Next page. */
export default function TagsPage() {
  return <Tags {...skateConfig()} />;
}
