import { describe, expect, it } from 'vitest';
import { HOSTED_DEFAULTS, pgrstBool, restSettingsFromEnv, withInDbSettings } from './settings.ts';

describe('PostgREST settings', () => {
  it('reads booleans as PostgREST does: the letters true or false in any case, or an integer above 0', () => {
    const read = ['true', 'TRUE', '"true"', 'False', '1', '7', '0', '-1', '', 'yes', 'on', 'maybe'].map(pgrstBool);
    expect(read).toEqual([true, true, true, false, true, true, false, false, undefined, undefined, undefined, undefined]);
    expect(restSettingsFromEnv({ PGRST_DB_AGGREGATES_ENABLED: 'TRUE', PGRST_DB_PLAN_ENABLED: 'maybe' })).toMatchObject({ aggregates: true, plan: false });
    expect(restSettingsFromEnv({}).dbConfig).toBe(true);
    expect(restSettingsFromEnv({ PGRST_DB_CONFIG: 'false' }).dbConfig).toBe(false);
  });

  it('lets an in-database setting win over the environment, its empty or unreadable value meaning the default', () => {
    const env = restSettingsFromEnv({ PGRST_DB_SCHEMAS: 'public,extra', PGRST_DB_TX_END: 'rollback', PGRST_DB_PLAN_ENABLED: 'true' });
    expect(withInDbSettings(env, {})).toEqual(env);
    expect(withInDbSettings(env, { db_schemas: ' extra , public ', db_tx_end: 'commit-allow-override', db_aggregates_enabled: '1' }))
      .toMatchObject({ schemas: ['extra', 'public'], txEnd: 'commit-allow-override', aggregates: true, plan: true });
    expect(withInDbSettings(env, { db_schemas: '', db_tx_end: '', db_plan_enabled: 'nope' }))
      .toMatchObject({ schemas: HOSTED_DEFAULTS.schemas, txEnd: HOSTED_DEFAULTS.txEnd, plan: HOSTED_DEFAULTS.plan });
  });

  it('refuses what PostgREST refuses, and never serves a private schema', () => {
    expect(() => withInDbSettings(HOSTED_DEFAULTS, { db_tx_end: 'sometimes' })).toThrow('pgrst.db_tx_end must be one of');
    expect(() => withInDbSettings(HOSTED_DEFAULTS, { db_schemas: 'public, storage' })).toThrow('pgrst.db_schemas must not expose storage');
  });
});
