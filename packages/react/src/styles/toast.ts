import type { SkateSheet } from './sheet';
/**
 * Styles for react-toastify's unstyled entry. The default entry injects a global stylesheet into
 * document.head, which neither reaches a shadow root nor stays out of the host page, so the rules
 * the notices need live here, scoped like the rest. The progress-bar animation is not decoration:
 * react-toastify closes a notice when that animation ends, so it drives the 3 s auto-close.
 */
export const toastCss = /* css */ `
.skate-root .Toastify__toast-container {
  position: fixed; z-index: 1100; display: flex; flex-direction: column; gap: var(--skate-space-2);
  width: min(360px, calc(100vw - 24px)); color: var(--skate-color-text);
  pointer-events: none;
}
.skate-root .Toastify__toast-container--top-right { top: 12px; right: 12px; }
.skate-root .Toastify__toast-container--top-left { top: 12px; left: 12px; }
.skate-root .Toastify__toast-container--top-center { top: 12px; left: 50%; transform: translateX(-50%); }
.skate-root .Toastify__toast-container--bottom-right { bottom: 12px; right: 12px; }
.skate-root .Toastify__toast-container--bottom-left { bottom: 12px; left: 12px; }
.skate-root .Toastify__toast-container--bottom-center { bottom: 12px; left: 50%; transform: translateX(-50%); }
@media (max-width: 480px) {
  .skate-root .Toastify__toast-container { left: 12px; right: 12px; width: auto; transform: none; }
}
.skate-root .Toastify__toast {
  position: relative; display: flex; align-items: center; gap: var(--skate-space-3);
  min-height: 56px; padding: var(--skate-space-3) var(--skate-space-4); overflow: hidden;
  background: var(--skate-color-surface); color: var(--skate-color-text);
  border-radius: var(--skate-radius-sm); box-shadow: var(--skate-shadow-lg);
  border-left: 5px solid var(--skate-color-primary); font-weight: 600; font-size: 0.95rem;
  pointer-events: auto;
}
.skate-root .Toastify__toast--success { border-left-color: var(--skate-color-success); }
.skate-root .Toastify__toast--warning { border-left-color: var(--skate-color-accent); }
.skate-root .Toastify__toast--error { border-left-color: var(--skate-color-danger); }
.skate-root .Toastify__toast--info { border-left-color: var(--skate-color-primary); }
.skate-root .Toastify__toast--close-on-click { cursor: pointer; }
.skate-root .Toastify__toast-icon { width: 22px; flex: none; display: flex; }
.skate-root .Toastify__toast--success .Toastify__toast-icon { color: var(--skate-color-success); fill: var(--skate-color-success); }
.skate-root .Toastify__toast--warning .Toastify__toast-icon { color: var(--skate-color-accent); fill: var(--skate-color-accent); }
.skate-root .Toastify__toast--error .Toastify__toast-icon { color: var(--skate-color-danger); fill: var(--skate-color-danger); }
.skate-root .Toastify__toast--info .Toastify__toast-icon { color: var(--skate-color-primary); fill: var(--skate-color-primary); }
.skate-root .Toastify__close-button {
  margin-left: auto; align-self: flex-start; background: transparent; border: 0; cursor: pointer;
  color: var(--skate-color-muted); padding: 2px; opacity: 0.8;
}
.skate-root .Toastify__close-button > svg { fill: currentColor; width: 14px; height: 16px; }
.skate-root .Toastify__close-button:hover { opacity: 1; }
.skate-root .Toastify__progress-bar--wrp { position: absolute; left: 0; right: 0; bottom: 0; height: 4px; overflow: hidden; }
.skate-root .Toastify__progress-bar--wrp[data-hidden='true'] { opacity: 0; }
.skate-root .Toastify__progress-bar {
  position: absolute; inset: 0; transform-origin: left; background: var(--skate-color-primary); opacity: 0.7;
}
.skate-root .Toastify__progress-bar--bg { opacity: 0.15; }
.skate-root .Toastify__progress-bar--success { background: var(--skate-color-success); }
.skate-root .Toastify__progress-bar--warning { background: var(--skate-color-accent); }
.skate-root .Toastify__progress-bar--error { background: var(--skate-color-danger); }
.skate-root .Toastify__progress-bar--animated { animation: skate-toast-progress linear 1 forwards; }
.skate-root .Toastify__progress-bar--controlled { transition: transform 0.2s; }
.skate-root .skate-toast-content { display: flex; align-items: center; justify-content: space-between; gap: var(--skate-space-3); flex-wrap: wrap; }
.skate-root .skate-toast-action {
  font: inherit; font-weight: 800; font-size: 0.9rem; min-height: 36px; padding: 0 var(--skate-space-3); cursor: pointer;
  border-radius: var(--skate-radius-pill); border: 2px solid var(--skate-color-action); background: transparent; color: var(--skate-color-action);
}
.skate-root .skate-toast-action:hover { background: var(--skate-color-action); color: var(--skate-color-on-action); }
.skate-root .skate-toast-in { animation: skate-toast-in 260ms ease both; }
.skate-root .skate-toast-out { animation: skate-toast-out 200ms ease both; }
@keyframes skate-toast-progress { from { transform: scaleX(1); } to { transform: scaleX(0); } }
@keyframes skate-toast-in { from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; } }
@keyframes skate-toast-out { from { opacity: 1; } to { opacity: 0; transform: translateX(24px); } }
`;

/** `toastCss` as the provider injects it (see styles/sheet.ts). */
export const toastSheet: SkateSheet = { id: 'toast', rank: 2, css: toastCss };
