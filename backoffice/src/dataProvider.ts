import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import { brokerRegistrationsMethods, type BrokerRegistrationsMethods } from './dataProvider/brokerRegistrations.ts';
import { documentationMethods, type DocumentationMethods } from './dataProvider/documentation.ts';
import { managedRentalsMethods, type ManagedRentalsMethods } from './dataProvider/managedRentals.ts';
import { propertyModerationMethods, type PropertyModerationMethods } from './dataProvider/propertyModeration.ts';
import { rolesMethods, type RolesMethods } from './dataProvider/roles.ts';
import { shadowBalancingMethods, type ShadowBalancingMethods } from './dataProvider/shadowBalancing.ts';
import type { PublicEnv } from './publicEnv.ts';

/** Business actions of the review screens, each one database function. */
export type ReviewMethods = ShadowBalancingMethods &
  ManagedRentalsMethods &
  BrokerRegistrationsMethods &
  RolesMethods &
  PropertyModerationMethods &
  DocumentationMethods;

/**
 * ra-supabase's PostgREST data provider (requests carry the signed-in user's token from the
 * client), plus the named business actions, which call database functions.
 */
export function createDataProvider(env: PublicEnv, client: SupabaseClient): DataProvider & ReviewMethods {
  return {
    ...supabaseDataProvider({
      instanceUrl: env.PUBLIC_SUPABASE_URL,
      apiKey: env.PUBLIC_SUPABASE_ANON_KEY,
      supabaseClient: client,
    }),
    ...shadowBalancingMethods(client),
    ...managedRentalsMethods(client),
    ...brokerRegistrationsMethods(client),
    ...rolesMethods(client),
    ...propertyModerationMethods(client),
    ...documentationMethods(client),
  };
}
