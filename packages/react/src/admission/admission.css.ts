import type { SkateSheet } from '../styles/sheet';
/** Admission form, course choice and course cards. */
export const admissionCss = /* css */ `
.skate-root .skate-admission .skate-form-card { max-width: 820px; margin: 0 auto; }
.skate-root .skate-course-grid { list-style: none; margin: var(--skate-space-4) 0 0; padding: 0; }
.skate-root .skate-course-card { display: flex; flex-direction: column; overflow: hidden; height: 100%; }
.skate-root .skate-course-image { width: 100%; aspect-ratio: 4 / 3; object-fit: contain; }
.skate-root .skate-course-body { padding: var(--skate-space-4); display: flex; flex-direction: column; gap: var(--skate-space-2); flex: 1; }
.skate-root .skate-course-title { font-size: 1.05rem; margin: 0; }
.skate-root .skate-course-text { color: var(--skate-color-muted); font-size: 0.9rem; margin: 0; }
.skate-root .skate-course-actions { margin-top: auto; display: flex; gap: var(--skate-space-2); flex-wrap: wrap; }
`;

/** `admissionCss` as the provider injects it (see styles/sheet.ts). */
export const admissionSheet: SkateSheet = { id: 'admission', rank: 14, css: admissionCss };
