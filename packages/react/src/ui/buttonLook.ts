/** Visual weight of a button; `primary` is the one main action of a view. */
/** `action` is a buying action (Add to Cart, Buy Now, Checkout, Place Order): the theme's --skate-color-action. */
export type ButtonVariant = 'primary' | 'accent' | 'action' | 'outline' | 'ghost' | 'danger';

/** A button's look: its weight, size and width. */
export interface ButtonLook {
  /** Visual weight (default `primary`). */
  variant?: ButtonVariant;
  /** Compact size for cards and dense rows. */
  size?: 'md' | 'sm';
  /** Stretch to the container's width. */
  block?: boolean;
}

/** How a button looks: its classes and its `::part()` names (a Button, or a link that looks like one). */
export function buttonLook({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonLook & { className?: string }): { className: string; part: string } {
  const classes = ['skate-btn', `skate-btn--${variant}`];
  if (size === 'sm') classes.push('skate-btn--sm');
  if (block) classes.push('skate-btn--block');
  if (className) classes.push(className);
  return {
    className: classes.join(' '),
    part: variant === 'ghost' || variant === 'danger' ? 'button' : `button button-${variant}`,
  };
}
