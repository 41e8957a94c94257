import type { ConsoleClient } from '../supabase.ts';
import type { ManagedPropertyConfig } from '@rentals/core/validation/managedProperty';
import { callRpc } from './rpc.ts';

export interface ManagedRentalsMethods {
  /** Approves an application and creates its configured managed property in one step. */
  approveAndConfigureManagedProperty(
    application_id: string,
    config: ManagedPropertyConfig,
  ): Promise<{ id: string }>;
  /** Declines an application with the reason its landlord reads. */
  declineManagedApplication(application_id: string, reason: string): Promise<{ id: string }>;
  /** Marks a managed property's RVL for a month (first day, 'YYYY-MM-01') paid. */
  markRvlPaymentPaid(managed_property_id: string, payment_month: string): Promise<{ id: string }>;
  /** Marks one month's RVL paid for several managed properties at once, all or none. */
  markRvlPaymentsPaid(managed_property_ids: string[], payment_month: string): Promise<{ id: string }[]>;
  /** Takes a month marked paid by mistake back to pending (audited; refused once its commissions are paid). */
  undoRvlPaymentPaid(managed_property_id: string, payment_month: string): Promise<{ id: string }>;
}

export function managedRentalsMethods(client: ConsoleClient): ManagedRentalsMethods {
  return {
    approveAndConfigureManagedProperty: (application_id, config) =>
      callRpc(client, 'approve_and_configure_managed_property', {
        _application_id: application_id,
        _config: config,
      }),
    declineManagedApplication: (application_id, reason) =>
      callRpc(client, 'decline_managed_application', {
        _application_id: application_id,
        _reason: reason,
      }),
    markRvlPaymentPaid: (managed_property_id, payment_month) =>
      callRpc(client, 'mark_rvl_payment_paid', {
        _managed_property_id: managed_property_id,
        _payment_month: payment_month,
      }),
    markRvlPaymentsPaid: (managed_property_ids, payment_month) =>
      callRpc(client, 'mark_rvl_payments_paid', {
        _managed_property_ids: managed_property_ids,
        _payment_month: payment_month,
      }),
    undoRvlPaymentPaid: (managed_property_id, payment_month) =>
      callRpc(client, 'undo_rvl_payment_paid', {
        _managed_property_id: managed_property_id,
        _payment_month: payment_month,
      }),
  };
}
