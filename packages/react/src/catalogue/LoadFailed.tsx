import { TEXTS } from '@skatekit/core/texts';
import { Button } from '../ui/Button';

/**
 * Said where a listing's products would be when they could not be read (the API down, the network
 * gone): that it could not load, with Retry - never "No products found", which is not true.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="skate-empty skate-load-failed" role="alert">
      <p>{TEXTS.PRODUCTS_LOAD_FAILED}</p>
      <Button variant="outline" onClick={onRetry}>
        {TEXTS.RETRY}
      </Button>
    </div>
  );
}
