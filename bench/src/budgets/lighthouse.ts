// Lighthouse 13 with its mobile defaults (simulated slow 4G and CPU, phone screen) against a
// Debian chromium started here with a DevTools port, as TOOLCHAIN.md describes for root.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './limits.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type LighthouseScores = Record<LighthouseCategory, number>;

export interface LighthouseResult {
  scores: LighthouseScores;
  /** Titles of the audits that cost points, by category, for categories under the minimum. */
  misses: string[];
}

export interface LighthouseBrowser {
  port: number;
  stop(): Promise<void>;
}

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`chromium exited (${child.exitCode}) before opening its DevTools port`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`chromium did not open its DevTools port ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts chromium with a fresh profile and a DevTools port for Lighthouse to drive. */
export async function startLighthouseBrowser(
  chromiumPath: string,
  port: number,
): Promise<LighthouseBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    chromiumPath,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitForDevTools(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** The four category scores (0 to 100) of one Lighthouse run on `url`, and what cost points where one falls short of `minimum`. */
export async function runLighthouse(
  url: string,
  port: number,
  minimum: number,
): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const score = (category: LighthouseCategory) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const scores: LighthouseScores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
  const misses: string[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (scores[category] >= minimum) continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        misses.push(
          `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
  }
  return { scores, misses };
}
