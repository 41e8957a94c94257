// `npm run bench`: the side-by-side benchmark (gateway vs plain pg vs PostGraphile) in bench/.
import { run } from './run.ts';

process.exit(await run('node', ['src/run.ts', ...process.argv.slice(2)], { cwd: 'bench' }));
