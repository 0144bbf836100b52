import type { SkateSheet } from '../styles/sheet';

/** The academy: the timetable, the admission form's student choice and My Account's Students tab. */
export const academyCss = /* css */ `
.skate-root .skate-timetable-controls { display: flex; flex-wrap: wrap; gap: var(--skate-space-3); align-items: flex-end; margin-bottom: var(--skate-space-4); }
.skate-root .skate-timetable-controls .skate-field { min-width: 14rem; flex: 1 1 14rem; margin: 0; }
.skate-root .skate-timetable-centre { margin-bottom: var(--skate-space-5); }
.skate-root .skate-timetable-centre > h2 { font-size: 1.25rem; margin: 0 0 var(--skate-space-3); }
.skate-root .skate-timetable-week { display: grid; gap: var(--skate-space-3); grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.skate-root .skate-timetable-day h3 { font-size: 1rem; margin: 0 0 var(--skate-space-2); }
.skate-root .skate-timetable-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-3); }
.skate-root .skate-batch { padding: var(--skate-space-4); display: grid; gap: var(--skate-space-2); }
.skate-root .skate-batch h4 { margin: 0; font-size: 1rem; }
.skate-root .skate-batch p { margin: 0; }
.skate-root .skate-batch-time { font-weight: 800; }
.skate-root .skate-batch-actions { display: flex; flex-wrap: wrap; gap: var(--skate-space-2); }
.skate-root .skate-batch-answer { font-weight: 700; color: var(--skate-color-success); }
.skate-root .skate-batch-answer--error { color: var(--skate-color-danger); }
.skate-root .skate-student-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--skate-space-4); }
.skate-root .skate-student-card { padding: var(--skate-space-4); display: grid; gap: var(--skate-space-3); }
.skate-root .skate-student-card h3 { margin: 0; font-size: 1.1rem; }
.skate-root .skate-student-card h4 { margin: 0 0 var(--skate-space-1); font-size: 0.95rem; }
.skate-root .skate-student-card ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.skate-root .skate-student-card p { margin: 0; }
.skate-root .skate-skill-done::before { content: '✓ '; color: var(--skate-color-success); font-weight: 800; }
.skate-root .skate-skill-todo::before { content: '○ '; color: var(--skate-color-muted); }
/* Fees (issue 38): the receipt sheet, alone on paper when printed. */
.skate-root .skate-fee-receipt-area { margin-top: var(--skate-space-4); display: grid; gap: var(--skate-space-3); }
.skate-root .skate-fee-receipt { display: grid; gap: var(--skate-space-3); grid-template-columns: minmax(0, 1fr); }
.skate-root .skate-fee-receipt-meta, .skate-root .skate-fee-receipt-totals { display: grid; grid-template-columns: auto 1fr; gap: 4px var(--skate-space-3); margin: 0; }
.skate-root .skate-fee-receipt-meta dd, .skate-root .skate-fee-receipt-totals dd { margin: 0; overflow-wrap: anywhere; }
.skate-root .skate-fee-receipt-totals { max-width: 380px; margin-left: auto; width: 100%; }
.skate-root .skate-fee-receipt-totals dd { text-align: right; }
@media print {
  .skate-root .skate-fee-receipt-area .skate-invoice-actions, .skate-root .skate-fees > :not(.skate-fee-receipt-area):not(h1) { display: none !important; }
  .skate-root .skate-fee-receipt { box-shadow: none; border: 0; padding: 0; }
}
`;

/** `academyCss` as the provider injects it (see styles/sheet.ts). */
export const academySheet: SkateSheet = { id: 'academy', rank: 17, css: academyCss };
