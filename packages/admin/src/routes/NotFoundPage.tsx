import { Link } from 'react-router';
import { Page } from '../ui/Page';

/** A console address that leads nowhere. */
export default function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no such page in the console. <Link to="/">Go to the overview</Link>
      </p>
    </Page>
  );
}
