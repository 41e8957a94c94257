import os from 'node:os';

/** This machine's name, as it appears in the `<pid>@<host>` marks of staged bytes and upload locks. */
export const HOST = os.hostname();

/** Whether a process of this host is still running (EPERM: it is, under another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
