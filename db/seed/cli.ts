// Seeds the database at DATABASE_URL: `node db/seed/cli.ts [--listings N] [--seed S] [--today YYYY-MM-DD] [--team N]`.
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, seed } from './seed.ts';

const { values } = parseArgs({
  options: { listings: { type: 'string' }, seed: { type: 'string' }, today: { type: 'string' }, team: { type: 'string' } },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const listings = values.listings ? Number(values.listings.replace(/[_,]/g, '')) : undefined;
const result = await seed(url, {
  ...(listings !== undefined ? { listings } : {}),
  ...(values.seed ? { seed: values.seed } : {}),
  ...(values.today ? { today: values.today } : {}),
  ...(values.team ? { team: Number(values.team.replace(/[_,]/g, '')) } : {}),
  log: (line) => console.log(line),
});
if (!result.skipped) {
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) {
    console.log(`  ${a.role.padEnd(17)} ${a.email.padEnd(28)} ${a.password}${a.totp_secret ? `  (TOTP secret ${a.totp_secret})` : ''}`);
  }
}
