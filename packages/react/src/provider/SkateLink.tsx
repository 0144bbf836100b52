import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSkateContext } from './useStorefront';

export interface SkateLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App route or address; rendered as the real `href` so the link works without script routing. */
  to: string;
}

/** Addresses with a scheme or a host leave the app; the browser follows them itself. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Plain left clicks without modifiers stay in the app; everything else is the browser's job. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/** A real `<a href>` that routes through the provider's `navigate` on plain left clicks. */
export function SkateLink({ to, onClick, children, ...rest }: SkateLinkProps) {
  const { navigate, href } = useSkateContext();
  return (
    <a
      {...rest}
      href={href ? href(to) : to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || EXTERNAL.test(to) || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
