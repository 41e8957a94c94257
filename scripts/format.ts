// `npm run format`: Prettier over the workspace.
import { run } from './run.ts';

process.exit(await run('pnpm', ['exec', 'prettier', '--write', '.']));
