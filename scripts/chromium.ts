// Browser tests use Debian's chromium, never a browser download. Installs it with apt-get when missing.
import fs from 'node:fs';
import os from 'node:os';
import { run } from './run.ts';

interface DebianBrowser {
  /** The Debian package that installs it. */
  package: string;
  path: string;
}

/** The full browser: Lighthouse and the page-weight budgets measure what a visitor's Chrome does. */
export const CHROMIUM: DebianBrowser = { package: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };

/**
 * The same Blink and V8 built without the desktop browser around them, as Playwright runs its own
 * headless tests: the journeys' browser CPU fell by a fifth against the full browser in headless
 * mode (docs/decisions.md, "The suite's size and time").
 */
export const HEADLESS_SHELL: DebianBrowser = {
  package: 'chromium-headless-shell',
  path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
};

/** Returns the browser's path, installing its Debian package first if needed; undefined if impossible. */
export async function ensureChromium(browser: DebianBrowser = CHROMIUM): Promise<string | undefined> {
  if (fs.existsSync(browser.path)) return browser.path;
  const sudo = os.userInfo().uid === 0 ? [] : ['sudo', '-n'];
  const apt = async (...args: string[]) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return run(command as string, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log(`Installing Debian's ${browser.package} for the browser tests (apt-get) ...`);
  if ((await apt('update', '-qq')) !== 0) return undefined;
  if ((await apt('install', '-y', '-qq', '--no-install-recommends', browser.package, 'fonts-dejavu-core')) !== 0) return undefined;
  return fs.existsSync(browser.path) ? browser.path : undefined;
}
