// Browser tests use Debian's chromium, never a browser download. Installs it with apt-get when missing.
import fs from 'node:fs';
import os from 'node:os';
import { run } from './run.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Returns the chromium path, installing Debian's package first if needed; undefined if impossible. */
export async function ensureChromium(): Promise<string | undefined> {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const sudo = os.userInfo().uid === 0 ? [] : ['sudo', '-n'];
  const apt = async (...args: string[]) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return run(command as string, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log('Installing Debian chromium for the browser tests (apt-get) ...');
  if ((await apt('update', '-qq')) !== 0) return undefined;
  if ((await apt('install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core')) !== 0) return undefined;
  return fs.existsSync(CHROMIUM) ? CHROMIUM : undefined;
}
