// Builds the site (Astro, which also bundles the back office) when its sources changed since the
// last build, and serves it with the standalone Node server of @astrojs/node.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../db/src/config.ts';
import { StartupError } from '../db/src/errors.ts';

const SITE = path.join(REPO_ROOT, 'site');
const ENTRY = path.join(SITE, 'dist', 'server', 'entry.mjs');
const STAMP = path.join(SITE, 'dist', '.source-hash');
const SOURCES = ['site/src', 'site/public', 'site/astro.config.ts', 'backoffice/src', 'core/src'];

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
  return hash.digest('hex');
}

/** Runs `astro build` unless the last build is from the same sources. */
export function buildSite(log: (line: string) => void = () => {}): void {
  const wanted = hashSources();
  if (fs.existsSync(ENTRY) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === wanted) return;
  log('Building the site ...');
  const result = spawnSync('pnpm', ['exec', 'astro', 'build', '--silent'], { cwd: SITE, stdio: 'inherit' });
  if (result.status !== 0) throw new StartupError('The site did not build; see the errors above.');
  fs.writeFileSync(STAMP, wanted);
}

export interface RunningSite {
  stop(): Promise<void>;
}

export async function startSite(options: {
  port: number;
  apiUrl: string;
  anonKey: string;
  log?: (line: string) => void;
}): Promise<RunningSite> {
  buildSite(options.log);
  const child = spawn(process.execPath, [ENTRY], {
    cwd: SITE,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_SUPABASE_URL: options.apiUrl,
      PUBLIC_SUPABASE_ANON_KEY: options.anonKey,
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Server listening/i.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => {
      const taken = /EADDRINUSE/.test(output);
      reject(
        new StartupError(
          taken
            ? `Port ${options.port} (site) is already in use; set PORT to choose another, e.g. PORT=${options.port + 1} npm start.`
            : `The site server stopped: ${output.trim().split('\n').slice(-1)[0] ?? ''}`,
        ),
      );
    });
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stderr.on('data', (chunk: Buffer) => options.log?.(chunk.toString().trim()));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
