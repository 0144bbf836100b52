/**
 * Side-effect entry: `import './internal/no-eval';
import '@skatekit/elements/define'` registers every `<skate-*>` tag at once
 * (tags already defined on the page are left alone). For one script that loads each tag's code only
 * when the page uses it, use `@skatekit/elements/loader` instead.
 */
import { defineSkateElements } from './define-all';

defineSkateElements();

export { defineSkateElements };

/** The tags and their element classes (and, globally, typed events). */
export type { SkateElementTagNameMap } from './types';
