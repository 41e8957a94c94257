import { formatPercent, formatRupees } from '@rentals/core/money';
import { useStatusLabel } from '../console/codeLabels.ts';
import { DataTable } from 'react-admin';

/** The company's terms of a managed rental, as an application and a configured property both carry them. */
export interface ManagedTerms {
  commission_percentage: number | string | null;
  management_fee_percentage: number | string | null;
  guaranteed_rent_amount: number | string | null;
  contract_type: string | null;
}

const Column = DataTable.Col<ManagedTerms>;

/** The terms' columns, hidden until chosen: until an application is approved they are the same on every row. */
export const TERM_SOURCES = [
  'commission_percentage',
  'management_fee_percentage',
  'guaranteed_rent_amount',
  'contract_type',
] satisfies (keyof ManagedTerms)[];

/**
 * Commission %, management fee %, guaranteed rent and contract type: on an application the
 * programme's defaults until the admin sets them on approval, on a property the terms it runs on.
 */
export function TermColumns() {
  const statusLabel = useStatusLabel();
  return (
    <>
      <Column source="commission_percentage" align="right" render={(t) => formatPercent(t.commission_percentage)} />
      <Column
        source="management_fee_percentage"
        align="right"
        render={(t) => formatPercent(t.management_fee_percentage)}
      />
      <Column
        source="guaranteed_rent_amount"
        align="right"
        render={(t) => (t.guaranteed_rent_amount == null ? '—' : formatRupees(t.guaranteed_rent_amount))}
      />
      <Column source="contract_type" render={(t) => (t.contract_type ? statusLabel(t.contract_type) : '—')} />
    </>
  );
}
