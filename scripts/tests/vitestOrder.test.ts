import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createVitest, type TestSpecification, type Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../db/src/config.ts';
import { environmentOf, PROJECT_ORDER, ProjectOrder } from '../vitestOrder.ts';

/** A file of a project as the sequencer sees it, with the duration of its last run. */
const spec = (project: string, file: string, duration: number, environment?: string) =>
  ({
    moduleId: path.isAbsolute(file) ? file : path.join(REPO_ROOT, file),
    project: { name: project, config: { isolate: false, sequence: { groupOrder: 0 }, environment } },
    duration,
  }) as unknown as TestSpecification & { duration: number };

const lastRuns = { cache: { getTestSpecificationResult: (s: { duration: number }) => ({ duration: s.duration, failed: false }) } } as unknown as Vitest;

describe('ProjectOrder', () => {
  it('takes the projects in their order, and each project’s files longest first, as vitest does', async () => {
    const files = [
      spec('site', 'site/a.test.ts', 1),
      spec('@rentals/db', 'db/short.test.ts', 2),
      spec('scripts', 'scripts/short.test.ts', 3),
      spec('@rentals/db', 'db/long.test.ts', 20),
      spec('scripts', 'scripts/long.test.ts', 50),
      spec('stories', 'stories/all.test.ts', 30),
    ];
    const sorted = await new ProjectOrder(lastRuns).sort(files);
    expect(sorted.map((file) => path.relative(REPO_ROOT, file.moduleId))).toEqual([
      'scripts/long.test.ts', 'scripts/short.test.ts', 'stories/all.test.ts', 'db/long.test.ts', 'db/short.test.ts', 'site/a.test.ts',
    ]);
  });

  it('keeps the files of one environment together within a project, so a worker serves the next file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-order-'));
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    try {
      const server = '// @vitest-environment node\nimport { it } from "vitest";\n';
      const page = 'import { it } from "vitest";\n';
      const files = [
        spec('site', file('a.test.tsx', page), 9, 'jsdom'),
        spec('site', file('b.test.ts', server), 8, 'jsdom'),
        spec('site', file('c.test.tsx', page), 7, 'jsdom'),
        spec('site', file('d.test.ts', server), 6, 'jsdom'),
        spec('site', file('e.test.tsx', page), 5, 'jsdom'),
      ];
      const sorted = await new ProjectOrder(lastRuns).sort(files);
      expect(sorted.map((spec) => path.basename(spec.moduleId))).toEqual(['a.test.tsx', 'c.test.tsx', 'e.test.tsx', 'b.test.ts', 'd.test.ts']);
      expect(sorted.map((spec) => environmentOf(spec))).toEqual(['jsdom', 'jsdom', 'jsdom', 'node', 'node']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every project of the workspace, so none is left to the end by accident', async () => {
    const quiet = new PassThrough();
    const vitest = await createVitest('test', { config: path.join(REPO_ROOT, 'vitest.config.ts'), watch: false }, {}, { stdout: quiet, stderr: quiet });
    try {
      expect([...vitest.projects.map((project) => project.name)].sort()).toEqual([...PROJECT_ORDER].sort());
    } finally {
      await vitest.close();
    }
  });
});
