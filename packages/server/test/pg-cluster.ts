import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A private PostgreSQL cluster for one test: its own data directory in a temp folder and its own port,
 * started, stopped hard and started again with the server's own tools (initdb, pg_ctl), as a restart
 * or failover of a managed database looks to the application.
 */
export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, local only). */
  url: string;
  port: number;
  /** `pg_ctl stop -m <mode>`: `immediate` ends every backend at once, as a crash or failover does. */
  stop(mode?: 'immediate' | 'fast' | 'smart'): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections (crash recovery included). */
  start(): Promise<void>;
  /** The cluster's own log (for a failing test's message). */
  log(): string;
  /** Stops it (if running) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The folder of initdb/pg_ctl: PG_BIN, else `pg_config --bindir`, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(config.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** uid and gid of the `postgres` system user (PostgreSQL refuses to run as root). */
function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * initdb + pg_ctl start on a free port in a fresh temp folder. As root (CI) the cluster belongs to and
 * runs as the `postgres` user (through runuser); otherwise as the current user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found; set PG_BIN');
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'skatekit-pg-'));
  const data = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const failure = (tool: string, args: string[], output: string) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4_000) : '';
    return new Error(`${tool} ${args.join(' ')} failed:\n${output}\n${log}`);
  };
  // Asynchronous, so that a test's load keeps running (and its timings stay true) while pg_ctl works.
  const run = async (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    try {
      await execFileAsync(file, argv, { cwd: folder, timeout: 60_000 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw failure(tool, args, `${(error as Error).message}\n${stdout}${stderr}`);
    }
  };
  const port = await freePort();
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // Local TCP only, its socket in its own folder; no fsync (a throwaway cluster, stopped but never
  // crashed with the machine).
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  let running = false;
  const start = async () => {
    await run('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options]);
    running = true;
  };
  const stop = async (mode: 'immediate' | 'fast' | 'smart' = 'immediate') => {
    await run('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '60']);
    running = false;
  };
  try {
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      try {
        if (running) await stop('immediate');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
