import { SkateLink, type SkateLinkProps } from '../provider/SkateLink';
import { type ButtonLook, buttonLook } from './buttonLook';

export type LinkButtonProps = SkateLinkProps & ButtonLook;

/** A SkateLink that looks like a Button (the same classes and `::part()` names): a route to open. */
export function LinkButton({ variant, size, block, className, ...link }: LinkButtonProps) {
  return <SkateLink {...link} {...buttonLook({ variant, size, block, className })} />;
}
