// `npm run typecheck`: TypeScript over every package (each has its own tsconfig.json), a core's worth at a time.
import { REPO_ROOT } from '../db/src/config.ts';
import { runEach, typecheckJobs } from './run.ts';

const codes = await runEach(typecheckJobs(REPO_ROOT));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
