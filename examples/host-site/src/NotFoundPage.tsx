import { SkateLink } from '@skatekit/react/provider';

/** The friendly 404: every unknown address lands here inside the normal shell. */
export function NotFoundPage() {
  return (
    <section className="host-not-found" aria-labelledby="host-not-found-title">
      <h1 id="host-not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <SkateLink to="/">Back to the home page</SkateLink> or{' '}
        <SkateLink to="/equipments">browse equipment</SkateLink>.
      </p>
    </section>
  );
}
