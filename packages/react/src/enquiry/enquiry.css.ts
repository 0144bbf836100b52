import type { SkateSheet } from '../styles/sheet';
/** Contact, enquiry and quote forms. */
export const enquiryCss = /* css */ `
.skate-root .skate-contact-grid { display: grid; gap: var(--skate-space-4); margin-top: var(--skate-space-3); }
@media (min-width: 900px) { .skate-root .skate-contact-grid { grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: start; } }
.skate-root .skate-contact-info { padding: var(--skate-space-5); display: grid; gap: var(--skate-space-3); }
.skate-root .skate-contact-info .skate-details div { flex-direction: column; gap: 2px; }
.skate-root .skate-social-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--skate-space-2) var(--skate-space-4); }
.skate-root .skate-social-links a { display: inline-block; padding: var(--skate-space-1) 0; min-height: 24px; }
.skate-root .skate-enquiry .skate-form-card { max-width: 560px; margin: 0 auto; }
.skate-root .skate-quote-form { display: grid; gap: var(--skate-space-1); }
`;

/** `enquiryCss` as the provider injects it (see styles/sheet.ts). */
export const enquirySheet: SkateSheet = { id: 'enquiry', rank: 15, css: enquiryCss };
