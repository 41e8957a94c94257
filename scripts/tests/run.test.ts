import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEach, typeChecker, typecheckJobs, type Job } from '../run.ts';
import { REPO_ROOT } from '../../db/src/config.ts';

// A job that writes `lines` lines to stdout and stderr by turns, a few ms apart, then exits with `code`.
const job = (label: string, lines: number, code = 0): Job => ({
  label,
  command: process.execPath,
  args: ['-e', `let i = 0; const t = setInterval(() => { (i % 2 ? process.stderr : process.stdout).write('${label} ' + i + '\\n'); if (++i === ${lines}) { clearInterval(t); process.exitCode = ${code}; } }, 5);`],
});

describe('runEach', () => {
  it('gives each job its exit code in the order of the jobs, and prints each one whole under its label', async () => {
    const printed: string[] = [];
    const codes = await runEach([job('a', 6), job('b', 4, 3), job('c', 2)], 2, (text) => printed.push(text));
    expect(codes).toEqual([0, 3, 0]);
    expect(printed).toHaveLength(3);
    for (const [label, lines, verdict] of [['a', 6, 'ok'], ['b', 4, 'FAILED'], ['c', 2, 'ok']] as const) {
      const block = printed.find((text) => text.includes(`  ${label} (`)) as string;
      expect(block.startsWith(`${verdict}  ${label} (`)).toBe(true);
      expect(block.split('\n').slice(1, -1)).toEqual(Array.from({ length: lines }, (_, i) => `${label} ${i}`));
    }
  });

  it('keeps stdout and stderr in the order they were written even when it reads them late', async () => {
    // The job writes its lines by turns to both streams, then leaves a mark; the parent stays busy
    // (a loaded machine) until the mark is there, so it finds every line waiting at once.
    const mark = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-test-')), 'written');
    const printed: string[] = [];
    const running = runEach([{
      label: 'd',
      command: process.execPath,
      args: ['-e', `for (let i = 0; i < 6; i += 1) (i % 2 ? process.stderr : process.stdout).write('d ' + i + '\\n'); require('fs').writeFileSync(${JSON.stringify(mark)}, '');`],
    }], 1, (text) => printed.push(text));
    await new Promise((resolve) => setImmediate(resolve));
    const until = Date.now() + 20_000;
    while (!fs.existsSync(mark) && Date.now() < until) { /* the busy parent */ }
    await running;
    fs.rmSync(path.dirname(mark), { recursive: true, force: true });
    expect(printed[0]!.split('\n').slice(1, -1)).toEqual(Array.from({ length: 6 }, (_, i) => `d ${i}`));
  });

  it('runs no more jobs at once than it is given', async () => {
    // Each job prints when it started and ended; with one at a time, none starts before the previous ended.
    const timed = (label: string): Job => ({
      label,
      command: process.execPath,
      args: ['-e', `const s = Date.now(); setTimeout(() => { console.log(s, Date.now()); }, 150);`],
    });
    const spans: Array<[number, number]> = [];
    await runEach([timed('x'), timed('y'), timed('z')], 1, (text) => {
      const [start, end] = text.split('\n')[1]!.split(' ').map(Number);
      spans.push([start!, end!]);
    });
    spans.sort((p, q) => p[0] - q[0]);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  });

  it('reports a command that cannot start as failed', async () => {
    expect(await runEach([{ label: 'missing', command: '/no/such/command', args: [] }], 1, () => {})).toEqual([127]);
  });
});

describe('typecheckJobs', () => {
  it('has one job per package with a tsconfig.json, each naming that package', () => {
    const jobs = typecheckJobs(REPO_ROOT);
    expect(jobs.map((j) => j.label)).toContain('typecheck gateway');
    const gateway = jobs.find((j) => j.label === 'typecheck gateway');
    expect(gateway?.command).toBe(typeChecker(REPO_ROOT));
    expect(gateway?.args).toEqual(['-p', `${REPO_ROOT}/gateway`]);
  });

  it('runs TypeScript 7, which fails a package with a type error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
    try {
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, files: ['wrong.ts'] }));
      fs.writeFileSync(path.join(dir, 'wrong.ts'), 'export const rent: number = "₹25,000";\n');
      let output = '';
      const [code] = await runEach([{ label: 'wrong', command: typeChecker(REPO_ROOT), args: ['-p', dir] }], 1, (text) => (output += text));
      expect(code).not.toBe(0);
      expect(output).toContain("error TS2322: Type 'string' is not assignable to type 'number'");
      const version = await runEach([{ label: 'version', command: typeChecker(REPO_ROOT), args: ['--version'] }], 1, (text) => (output = text));
      expect(version).toEqual([0]);
      expect(output).toMatch(/Version 7\./);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
