import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, runnerImport } from 'vite';
import { type FirebaseSettings, readSiteConfig } from './src/config';

/** Where the service worker is served; the push adapter of @skatekit/react registers this path. */
const SW_FILE = 'firebase-messaging-sw.js';

/**
 * The generator lives in @skatekit/react's push module. It is loaded from source through Vite's
 * module runner (TypeScript, workspace `source` condition) because this config runs in Node before
 * any package is built.
 */
const GENERATOR = fileURLToPath(new URL('../../packages/react/src/push/firebasePush.ts', import.meta.url));

type Generator = (config: FirebaseSettings) => string;

async function loadGenerator(): Promise<Generator> {
  const { module } = await runnerImport<{ firebaseMessagingServiceWorker: Generator }>(GENERATOR, {
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['source', 'module', 'node'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node'], externalConditions: ['source'] } },
  });
  return module.firebaseMessagingServiceWorker;
}

/**
 * Serves `/firebase-messaging-sw.js` (dev) and writes it into the build, but ONLY when every
 * VITE_FIREBASE_* setting is present: without Firebase there is no worker, and push does nothing.
 * The worker text holds only the public web-app settings (no VAPID key, no secret).
 */
export function firebaseServiceWorker(): Plugin {
  let source: string | null = null;
  return {
    name: 'skatekit-firebase-messaging-sw',
    async configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const firebase = readSiteConfig({ ...env, ...pickViteEnv(process.env) }).firebase;
      if (!firebase) return;
      try {
        source = (await loadGenerator())(firebase);
      } catch (error) {
        config.logger.warn(`[firebase-sw] push service worker not generated: ${String(error)}`);
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${SW_FILE}`, (_req, res, next) => {
        if (!source) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(source);
      });
    },
    generateBundle() {
      if (source) this.emitFile({ type: 'asset', fileName: SW_FILE, source });
    },
  };
}

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (key.startsWith('VITE_') && value) out[key] = value;
  return out;
}
