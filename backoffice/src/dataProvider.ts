import type { ConsoleClient } from './supabase.ts';
import { useDataProvider, type DataProvider } from 'react-admin';
import { adminDashboardMethods, type AdminDashboardMethods } from './dataProvider/adminDashboard.ts';
import { analyticsMethods, type AnalyticsMethods } from './dataProvider/analytics.ts';
import { brokerRegistrationsMethods, type BrokerRegistrationsMethods } from './dataProvider/brokerRegistrations.ts';
import { commissionsMethods, type CommissionsMethods } from './dataProvider/commissions.ts';
import { consoleMethods, type ConsoleMethods } from './dataProvider/console.ts';
import { conversationModerationMethods, type ConversationModerationMethods } from './dataProvider/conversationModeration.ts';
import { crmMethods, type CrmMethods } from './dataProvider/crm.ts';
import { dashboardMethods, type DashboardMethods } from './dataProvider/dashboard.ts';
import { documentationMethods, type DocumentationMethods } from './dataProvider/documentation.ts';
import { managedRentalsMethods, type ManagedRentalsMethods } from './dataProvider/managedRentals.ts';
import { propertyFactsMethods, type PropertyFactsMethods } from './dataProvider/propertyFacts.ts';
import { propertyModerationMethods, type PropertyModerationMethods } from './dataProvider/propertyModeration.ts';
import { rolesMethods, type RolesMethods } from './dataProvider/roles.ts';
import { shadowBalancingMethods, type ShadowBalancingMethods } from './dataProvider/shadowBalancing.ts';
import { usersMethods, type UsersMethods } from './dataProvider/users.ts';
import type { PublicEnv } from './publicEnv.ts';

/**
 * The console's data provider: PostgREST CRUD for plain lists, plus one named method per business
 * action or server-side aggregate (each calling a database function). The methods live in
 * dataProvider/<area>.ts so each area is added on its own line.
 */
export type ConsoleDataProvider = DataProvider &
  ConsoleMethods &
  DashboardMethods &
  UsersMethods &
  CrmMethods &
  AdminDashboardMethods &
  AnalyticsMethods &
  CommissionsMethods &
  ReviewMethods;

/** Business actions of the review screens (shadow balancing, managed rentals, registrations, roles, listings and their facts, documents). */
export type ReviewMethods = ShadowBalancingMethods &
  ManagedRentalsMethods &
  BrokerRegistrationsMethods &
  RolesMethods &
  PropertyModerationMethods &
  PropertyFactsMethods &
  ConversationModerationMethods &
  DocumentationMethods;

const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * The CRUD half is loaded on first use: the sign-in page and the dashboard call only named methods,
 * so the PostgREST URL builder and its query-string code stay out of their JavaScript.
 */
function lazyCrud(env: PublicEnv, client: ConsoleClient, named: UsersMethods & AdminDashboardMethods & CommissionsMethods): DataProvider {
  let crud: Promise<DataProvider> | undefined;
  const load = () => (crud ??= import('./dataProvider/crud.ts').then((m) => m.createCrudProvider(env, client, named)));
  const provider: Record<string, unknown> = {};
  for (const method of CRUD_METHODS) {
    provider[method] = async (...args: unknown[]) => {
      const target = (await load())[method] as (...params: unknown[]) => Promise<unknown>;
      return target(...args);
    };
  }
  return provider as unknown as DataProvider;
}

export function createDataProvider(env: PublicEnv, client: ConsoleClient): ConsoleDataProvider {
  // The lists a database function serves page through these (dataProvider/rpcLists.ts).
  const listed = {
    ...usersMethods(client),
    ...adminDashboardMethods(client),
    ...commissionsMethods(client),
  };
  return {
    ...lazyCrud(env, client, listed),
    ...consoleMethods(client),
    ...dashboardMethods(client),
    ...listed,
    ...crmMethods(client),
    ...analyticsMethods(client),
    ...shadowBalancingMethods(client),
    ...managedRentalsMethods(client),
    ...brokerRegistrationsMethods(client),
    ...rolesMethods(client),
    ...propertyModerationMethods(client),
    ...propertyFactsMethods(client),
    ...conversationModerationMethods(client),
    ...documentationMethods(client),
  };
}

/** The data provider with the console's named methods. */
export function useConsoleDataProvider(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>();
}
