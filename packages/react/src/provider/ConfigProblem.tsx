import { CONFIG_PROBLEM_STYLE } from '../styles/config-problem';

/**
 * True unless the app was bundled for production. Bundlers replace `process.env.NODE_ENV` in
 * dependencies (Vite, webpack, esbuild with define); where nothing replaced it and there is no
 * `process` (a plain browser module), this is treated as production.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * The development-only notice of a configuration problem (missing apiBase or merchantCode, an API
 * that does not know the merchant). Styled inline: it must show even when the component CSS is off.
 */
export function ConfigProblem({ message }: { message: string }) {
  return (
    <div role="alert" data-skate-config-problem="" style={CONFIG_PROBLEM_STYLE}>
      {message}
    </div>
  );
}
