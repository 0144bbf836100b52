import type { CSSProperties } from 'react';

/**
 * Theme overrides: keys are token names in camelCase (`colorPrimary`) or full custom property
 * names (`--skate-color-primary`); values are any CSS value.
 * @example { colorPrimary: '#0b3d91', radius: '6px' }
 */
export type SkateTheme = Record<string, string>;

/** Turns a theme into inline custom properties for `.skate-root`, which win over the CSS defaults. */
export function themeToStyle(theme: SkateTheme | undefined): CSSProperties | undefined {
  if (!theme) return undefined;
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme)) {
    const name = key.startsWith('--')
      ? key
      : `--skate-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    style[name] = value;
  }
  return style as CSSProperties;
}
