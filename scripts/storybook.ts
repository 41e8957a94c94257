// `npm run storybook`: Storybook for designers, with the stories of site/ and backoffice/ (the
// stories/ package hosts it). Listens on STORYBOOK_HOST:STORYBOOK_PORT (127.0.0.1:6006; set
// STORYBOOK_HOST=0.0.0.0 to share it on a network) and opens a browser where there is a screen.
import { spawn } from 'node:child_process';

const host = process.env.STORYBOOK_HOST ?? '127.0.0.1';
const port = process.env.STORYBOOK_PORT ?? '6006';
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`STORYBOOK_PORT must be a port number between 1 and 65535, got '${port}'.`);
  process.exit(1);
}
const hasScreen =
  process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`Storybook: http://${shown}:${port}/ (Ctrl-C stops it)`);

const args = [
  '--filter',
  '@rentals/stories',
  'exec',
  'storybook',
  'dev',
  '--port',
  port,
  '--host',
  host,
  '--exact-port',
  '--no-version-updates',
];
if (!hasScreen || process.env.CI) args.push('--no-open');
const child = spawn('pnpm', [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
// A terminal's Ctrl-C reaches every process; a signal sent to this one alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (code)
    console.error(
      `Storybook stopped (exit code ${code}). Is port ${port} in use? Set STORYBOOK_PORT to choose another.`,
    );
  process.exit(code ?? (signal ? 0 : 1));
});
