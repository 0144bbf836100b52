import type { AnchorHTMLAttributes } from 'react';
import { isExternalAddress, isPlainLeftClick } from '@skatekit/core/rules';
import { useSkateContext } from './useStorefront';

export interface SkateLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App route or address; rendered as the real `href` so the link works without script routing. */
  to: string;
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
        if (event.defaultPrevented || isExternalAddress(to) || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
