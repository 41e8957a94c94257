// `npm run lint`: ESLint over the whole workspace, then Prettier's check.
import { run } from './run.ts';

const eslint = await run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
process.exit(eslint);
