// `npm run admin-bundle [-- --no-build]`: the back office's JavaScript budget (bench/src/adminBundle.ts).
import { run } from './run.ts';

process.exit(await run('node', ['src/adminBundle.ts', ...process.argv.slice(2)], { cwd: 'bench' }));
