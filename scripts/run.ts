// Small helpers for the root scripts: run a command with inherited output and report success.
import { spawn } from 'node:child_process';

/** Runs a command, streaming its output; resolves with its exit code (never throws). */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: options.env ?? process.env });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Every package that has its own tsconfig.json. */
export const PACKAGES = ['core', 'db', 'gateway', 'site', 'backoffice', 'stories', 'e2e', 'bench', 'scripts'];
