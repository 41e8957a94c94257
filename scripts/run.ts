// Small helpers for the root scripts: run a command with inherited output and report success.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';

/** Runs a command, streaming its output; resolves with its exit code (never throws). */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export interface Job {
  /** Printed above the job's output. */
  label: string;
  command: string;
  args: string[];
}

/**
 * Runs a command with its output (stdout and stderr, in order) kept; resolves with its exit code and that output.
 * Both streams go to one file, as they would to a terminal: read from two pipes, a parent that is
 * busy when both have data cannot tell which line came first.
 */
function runKept(job: Job): Promise<{ code: number; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-'));
  const file = path.join(dir, 'output');
  const fd = fs.openSync(file, 'w+');
  let finished = false;
  const finish = (code: number, extra = '') => {
    finished = true;
    fs.closeSync(fd);
    const output = fs.readFileSync(file, 'utf8') + extra;
    fs.rmSync(dir, { recursive: true, force: true });
    return { code, output };
  };
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { stdio: ['ignore', fd, fd] });
    child.on('error', (error) => { if (!finished) resolve(finish(127, `${error.message}\n`)); });
    child.on('close', (code, signal) => { if (!finished) resolve(finish(code ?? (signal ? 128 : 1))); });
  });
}

/**
 * Runs `jobs` a core's worth at a time (lint and each package's TypeScript are single-threaded, so
 * one at a time leaves a core idle). Each job's output is printed whole when it ends, under its
 * label, so two never interleave (to `print`, the terminal unless given). Resolves with the exit
 * codes in the order of `jobs`.
 */
export function runEach(
  jobs: Job[],
  concurrency = os.availableParallelism(),
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number[]> {
  const limit = pLimit(concurrency);
  return Promise.all(jobs.map((job) => limit(async () => {
    const started = Date.now();
    const { code, output } = await runKept(job);
    const took = Math.round((Date.now() - started) / 1000);
    print(`${code === 0 ? 'ok' : 'FAILED'}  ${job.label} (${took} s)\n${output}`);
    return code;
  })));
}

/** Every package that has its own tsconfig.json. */
const PACKAGES = ['core', 'db', 'gateway', 'site', 'backoffice', 'stories', 'e2e', 'bench', 'scripts'];

/**
 * The type checker: TypeScript 7 (`typescript-native`, the same language compiled to native code),
 * named by its path since TypeScript 6 (`typescript`, for eslint and the editors) has a `tsc` too.
 * The nine packages' jobs: 125 s (TypeScript 6) -> 44 s in a fresh clone's `npm test` on 2 cores
 * (docs/decisions.md, "The suite's size and time").
 */
export const typeChecker = (root: string) => path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** TypeScript over each package of the repository at `root` that has a tsconfig.json, as jobs for runEach. */
export function typecheckJobs(root: string): Job[] {
  return PACKAGES.filter((pkg) => fs.existsSync(path.join(root, pkg, 'tsconfig.json')))
    .map((pkg) => ({ label: `typecheck ${pkg}`, command: typeChecker(root), args: ['-p', path.join(root, pkg)] }));
}

export const LINT_JOB: Job = { label: 'lint (eslint)', command: 'pnpm', args: ['exec', 'eslint', '.', '--max-warnings=0'] };
