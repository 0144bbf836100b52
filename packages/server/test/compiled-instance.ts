import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/paths';

/** The compiled server (`pnpm --filter @skatekit/server build`), as it is deployed. */
export const COMPILED_SERVER = join(PACKAGE_ROOT, 'dist', 'server.js');

/** One running `node dist/server.js`. */
export interface Instance {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts `node dist/server.js` (the compiled server) with `env` on top of this process's environment
 * (without its DATABASE_URL, REDIS_URL and NODE_ENV) and resolves once it prints its URL.
 */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const { DATABASE_URL: _d, REDIS_URL: _r, NODE_ENV: _n, ...inherited } = process.env;
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), exited, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
}
