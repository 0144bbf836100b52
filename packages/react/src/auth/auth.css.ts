import type { SkateSheet } from '../styles/sheet';
/** Login, registration and password reset screens. */
export const authCss = /* css */ `
.skate-root .skate-auth-card { max-width: 440px; margin: 0 auto; padding: var(--skate-space-6) var(--skate-space-5); display: grid; gap: var(--skate-space-2); }
.skate-root .skate-auth-card form { display: grid; gap: var(--skate-space-1); }
.skate-root .skate-auth-subtitle { color: var(--skate-color-muted); margin: 0 0 var(--skate-space-2); overflow-wrap: anywhere; }
.skate-root .skate-auth-consent { font-size: 0.85rem; color: var(--skate-color-muted); margin: var(--skate-space-2) 0 0; }
.skate-root .skate-auth-alt { text-align: center; margin: 0; }
.skate-root .skate-auth-alt a { font-weight: 700; }
.skate-root .skate-otp { display: grid; grid-template-columns: repeat(6, minmax(0, 52px)); gap: var(--skate-space-2); }
.skate-root .skate-otp-box { text-align: center; font-size: 1.35rem; font-weight: 800; padding: 0; height: 52px; }
`;

/** `authCss` as the provider injects it (see styles/sheet.ts). */
export const authSheet: SkateSheet = { id: 'auth', rank: 11, css: authCss };
