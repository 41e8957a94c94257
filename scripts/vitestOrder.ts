// The order in which one vitest run takes its projects. Vitest runs a project's files together and
// the projects one after another (by name, BaseSequencer), so the run ended on the stories project's
// one file of half a minute, with the other workers idle. Projects with long files go first, where
// the next project's files fill the other workers around them; the site's many short files end it.
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

/** Vitest's own order within each project (files that failed or took longest first), projects in PROJECT_ORDER. */
export class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
