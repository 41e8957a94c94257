// Builds the site (Astro, which also bundles the back office) when its sources changed since the
// last build, and serves it with site/server.ts (precompressed files, then @astrojs/node's handler).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../db/src/config.ts';
import { StartupError } from '../db/src/errors.ts';
import { compileCacheEnv } from './children.ts';

const SITE = path.join(REPO_ROOT, 'site');
const ENTRY = path.join(SITE, 'dist', 'server', 'entry.mjs');
const SERVER = path.join(SITE, 'server.ts');
const STAMP = path.join(SITE, 'dist', '.source-hash');
// The lockfile and our patches of dependencies too: a dependency's new version or patch is bundled.
const SOURCES = ['site/src', 'site/public', 'site/astro.config.ts', 'backoffice/src', 'core/src', 'pnpm-lock.yaml', 'patches'];

function hashSources(): string {
  const hash = crypto.createHash('sha256');
  const walk = (target: string) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) {
        if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
        walk(path.join(target, entry));
      }
    } else {
      hash.update(path.relative(REPO_ROOT, target));
      hash.update(fs.readFileSync(target));
    }
  };
  for (const source of SOURCES) walk(path.join(REPO_ROOT, source));
  // Prerendered pages carry absolute URLs built from it.
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ''}`);
  // A build made before every build was a production one (below) is made again.
  hash.update(`NODE_ENV=${BUILD_NODE_ENV}`);
  return hash.digest('hex');
}

/**
 * Always a production build, whoever asks for it: under a test runner NODE_ENV is `test`, and Vite
 * then built a server bundle calling React's development JSX runtime, which the server, running
 * React's production build (src/server/productionMode.ts), cannot render with.
 */
const BUILD_NODE_ENV = 'production';

const LOCK = path.join(SITE, '.build-lock');

function lockHolder(): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** One build at a time across concurrent runs (two `npm test` at once share site/dist). */
async function withBuildLock(work: () => void): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      if (lockHolder() === undefined) fs.rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Runs `astro build` unless the last build is from the same sources. */
export async function buildSite(log: (line: string) => void = () => {}): Promise<void> {
  const wanted = hashSources();
  const upToDate = () => fs.existsSync(ENTRY) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === wanted;
  if (upToDate()) return;
  await withBuildLock(() => {
    if (upToDate()) return;
    log('Building the site ...');
    const result = spawnSync('pnpm', ['exec', 'astro', 'build'], {
      cwd: SITE,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: BUILD_NODE_ENV, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new StartupError('The site did not build; see the errors above.');
    fs.writeFileSync(STAMP, wanted);
  });
}

/** Resolves once the server at `url` answers /health with our instance id (not just any server there). */
async function waitForInstance(url: string, instance: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { instance?: unknown };
      if (body.instance === instance) return;
      throw new Error('another server answers on this port');
    } catch {
      if (Date.now() > deadline) throw new StartupError(`The site did not answer on ${url} within ${timeoutMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const EXIT_WITH_PARENT = path.join(REPO_ROOT, 'scripts', 'exitWithParent.ts');

/** A path in the site server's command line, by which a later start recognises a server left running. */
export const SITE_MARKER = SERVER;

/**
 * Starts the site server (building it first when its sources changed) and resolves with its
 * process once it answers /health with its own instance id. Supervision (restarts) is the caller's.
 */
export async function launchSite(options: {
  port: number;
  apiUrl: string;
  anonKey: string;
  /** GATEWAY_PROXY_SECRET: sent with the visitor's address, so the gateway counts each visitor apart. */
  proxySecret?: string;
  /** The development mailbox, which the sign-in page points to after mailing a link. */
  mailboxUrl?: string;
  log?: (line: string) => void;
  /** More environment for the server (GATEWAY_PROXY_SECRET, SITE_TRUSTED_PROXIES …) over this process's. */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  await buildSite(options.log);
  const instance = crypto.randomUUID();
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, SERVER], {
    cwd: SITE,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...compileCacheEnv(),
      ...options.env,
      HOST: options.env?.HOST ?? process.env.HOST ?? '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_SUPABASE_URL: options.apiUrl,
      PUBLIC_SUPABASE_ANON_KEY: options.anonKey,
      PUBLIC_MAILBOX_URL: options.mailboxUrl ?? '',
      GATEWAY_PROXY_SECRET: options.proxySecret ?? options.env?.GATEWAY_PROXY_SECRET ?? '',
      ASTRO_TELEMETRY_DISABLED: '1',
      SITE_INSTANCE_ID: instance,
      PARENT_PID: String(process.pid),
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let onExit: () => void = () => {};
  const exited = new Promise<never>((_, reject) => {
    onExit = () => {
      const taken = /EADDRINUSE/.test(output);
      reject(
        new StartupError(
          taken
            ? `Port ${options.port} (site) is already in use; set PORT to choose another, e.g. PORT=${options.port + 1} npm start.`
            : `The site server stopped: ${output.trim().split('\n').find((line) => /Error/.test(line)) ?? output.trim()}`,
        ),
      );
    };
    child.once('exit', onExit);
  });
  try {
    await Promise.race([exited, waitForInstance(`http://127.0.0.1:${options.port}`, instance)]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  child.off('exit', onExit);
  child.stdout!.off('data', collect);
  child.stderr!.off('data', collect);
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => options.log?.(chunk.toString().trim()));
  return child;
}
