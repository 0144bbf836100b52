'use client';

// Registers every tag in the browser; on the server it defines nothing (and touches no DOM).
import '@skatekit/elements/define';
import type {} from '@skatekit/elements/jsx';

export function Tags({ apiBase, merchantCode }: { apiBase: string; merchantCode: string }) {
  return (
    <section aria-label="SkateKit tags">
      <skate-config api-base={apiBase} merchant-code={merchantCode} />
      <p>
        Cart: <skate-cart-button />
      </p>
      <skate-catalogue category="helmets" />
    </section>
  );
}
