// The value lists core keeps must be the database's enums (the generated file is checked against
// the migrations by scripts/genTypes.test.ts).
import { describe, expect, it } from 'vitest';
import { Constants } from './generated/database.ts';
import { RANKS } from './ranks.ts';
import { APP_ROLES } from './rules/roles.ts';
import { FURNISHINGS, PROPERTY_TYPES } from './validation/addRvl.ts';
import { PAYMENT_MODES, SECURITY_DEPOSIT_TYPES } from './validation/managedProperty.ts';
import { ASSIGNABLE_ROLES } from './validation/roleAssignment.ts';
import { RENT_PAYMENT_MODES } from './validation/tenancy.ts';

const db = Constants.public.Enums;

describe('core lists equal the database enums', () => {
  it.each([
    ['broker_rank', RANKS.map((r) => r.id), db.broker_rank],
    ['app_role', APP_ROLES, db.app_role],
    ['property_type', PROPERTY_TYPES, db.property_type],
    ['furnishing', FURNISHINGS, db.furnishing],
    ['payment_mode', PAYMENT_MODES, db.payment_mode],
    ['security_deposit_type', SECURITY_DEPOSIT_TYPES, db.security_deposit_type],
  ])('%s', (_name, core, database) => {
    expect([...core]).toEqual([...database]);
  });

  it('lets tenants say they paid only in ways the database knows', () => {
    for (const mode of RENT_PAYMENT_MODES) expect(db.payment_mode).toContain(mode);
  });

  it('assigns only roles the database knows', () => {
    for (const role of ASSIGNABLE_ROLES) expect(db.app_role).toContain(role);
  });
});
