import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
// The product's own hook for its children: the gateway exits once the process that started it is
// gone, so a test that fails or is killed before stopping it leaves no server behind.
const EXIT_WITH_PARENT = fileURLToPath(new URL('../../../scripts/exitWithParent.ts', import.meta.url));

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The exit code once the process has ended (128 for a signal), else null. */
  exitCode(): number | null;
  /** The last lines the process wrote to stderr (it is also passed through), so a crash explains itself. */
  stderr(): string;
}

const STDERR_TAIL = 8_000;

/** A gateway in its own process (node gateway/src/cli.ts), so that it can crash or be killed outright. */
export async function gatewayProcess(
  databaseUrl: string,
  dataDir: string,
  logLevel = 'warn',
  env: Record<string, string> = {},
): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, CLI], {
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: logLevel, PARENT_PID: String(process.pid), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
  });
  let exitCode: number | null = null;
  child.once('exit', (code, signal) => {
    exitCode = code ?? (signal ? 128 : 0);
  });
  let out = '';
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API URL:\s+(\S+)[\s\S]*anon key:\s+(\S+)[\s\S]*service_role key:\s+(\S+)/.exec(out);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${out}`)));
  });
  return {
    child,
    url: ready[1]!.replace('localhost', '127.0.0.1'),
    anonKey: ready[2]!,
    serviceKey: ready[3]!,
    exitCode: () => exitCode,
    stderr: () => stderr,
  };
}
