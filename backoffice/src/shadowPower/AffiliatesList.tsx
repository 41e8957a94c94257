import { Button, Typography } from '@mui/material';
import { formatRupees } from '@rentals/core/money';
import { DataTable, List, Pagination, TextInput, useTranslate } from 'react-admin';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import type { ShadowPowerTarget } from './ShadowPowerDialog.tsx';
import '../users/texts.ts';
import { AFFILIATES_META, shadowPowerOf, type AffiliateRow } from './types.ts';

const Column = DataTable.Col<AffiliateRow>;

function toTarget(a: AffiliateRow): ShadowPowerTarget {
  const record = shadowPowerOf(a);
  return {
    affiliate_id: a.affiliate_id,
    full_name: a.full_name,
    shadow_power_amount: record?.shadow_power_amount,
    notes: record?.notes,
  };
}

/**
 * Active affiliates by name, searched by name, affiliate ID or email (the search and page in the
 * address), paged by the database, each with Add or Edit Shadow Power.
 */
export function AffiliatesList({ onConfigure }: { onConfigure: (target: ShadowPowerTarget) => void }) {
  const translate = useTranslate();
  const filters = [
    <TextInput
      key="q"
      source="q"
      type="search"
      label="app.shadow_power.search"
      placeholder={translate('app.shadow_power.search_placeholder')}
      size="small"
      helperText={false}
      alwaysOn
      resettable={false}
    />,
  ];
  return (
    <section aria-labelledby="shadow-power-affiliates">
      <Typography id="shadow-power-affiliates" component="h2" variant="h6">
        {translate('app.shadow_power.affiliates')}
      </Typography>
      <List<AffiliateRow>
        resource="affiliate_profiles"
        filter={{ status: 'active' }}
        filters={filters}
        queryOptions={{ meta: AFFILIATES_META }}
        sort={{ field: 'full_name', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        title={false}
        actions={false}
        empty={false}
        error={<ListError text="app.shadow_power.load_failed" />}
        sx={SCROLLING_LIST_SX}
      >
        <DataTable<AffiliateRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyText text="app.shadow_power.affiliates_empty" />}
        >
          <Column
            source="full_name"
            label="app.people.shadow_power.affiliate"
            render={(a) => <TwoLines primary={a.full_name} secondary={[a.affiliate_id, a.email].filter(Boolean).join(' · ')} />}
          />
          <Column
            source="affiliate_shadow_power"
            label="app.shadow_power_dialog.shadow_power_amount"
            align="right"
            disableSort
            render={(a) => {
              const record = shadowPowerOf(a);
              return record?.is_active ? formatRupees(record.shadow_power_amount) : '—';
            }}
          />
          <Column
            source="actions"
            label="app.users.columns.actions"
            disableSort
            render={(a) => {
              const label = translate(shadowPowerOf(a) ? 'app.shadow_power.edit' : 'app.shadow_power.add');
              return (
                <Button size="small" onClick={() => onConfigure(toTarget(a))} aria-label={`${label}: ${a.full_name}`}>
                  {label}
                </Button>
              );
            }}
          />
        </DataTable>
      </List>
    </section>
  );
}
