// The order in which one vitest run takes its files. Vitest runs a project's files together and
// the projects one after another (by name, BaseSequencer), so the run ended on the stories project's
// one file of half a minute, with the other workers idle. Projects with long files go first, where
// the next project's files fill the other workers around them; the site's many short files end it.
//
// Within a project, the files of one environment (a `@vitest-environment` comment names another
// than the project's) go together: vitest hands a worker its next file only when that file's
// environment is the worker's, and otherwise starts a fresh worker, with its environment and every
// import again. Interleaved, the site's 16 server-side files had it start a worker for about every
// fifth of its 193 files.
import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const PROJECT_ORDER = [
  'scripts',
  'stories',
  '@rentals/gateway',
  'gateway-s3',
  '@rentals/db',
  '@rentals/bench',
  '@rentals/core (types)',
  '@rentals/core (unit)',
  'backoffice',
  'site',
];

const rank = (spec: TestSpecification): number => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/** A file's text, or nothing when it cannot be read (vitest then reports the file itself). */
const readOrNothing = (file: string): string => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The environment a file runs in: its `@vitest-environment` comment's (vitest's own pattern), else its project's. */
export function environmentOf(spec: TestSpecification): string {
  const named = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readOrNothing(spec.moduleId))?.[1];
  return named ?? spec.project.config.environment ?? 'node';
}

/**
 * Vitest's own order within each project (files that failed or took longest first), projects in
 * PROJECT_ORDER, and within a project its own environment's files before the others'.
 */
export class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environment = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const foreign = (spec: TestSpecification) => (environment.get(spec) === (spec.project.config.environment ?? 'node') ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b) || foreign(a) - foreign(b) || environment.get(a)!.localeCompare(environment.get(b)!));
  }
}
