import { Button, Typography } from '@mui/material';
import { formatDate } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import { EmptyText, ListError } from '../common/ListStates.tsx';
import { SCROLLING_LIST_SX } from '../common/listSx.ts';
import { TwoLines } from '../common/TwoLines.tsx';
import type { ShadowPowerTarget } from './ShadowPowerDialog.tsx';
import { ACTIVE_META, type ActiveShadowPower } from './types.ts';
import '../users/texts.ts';

const Column = DataTable.Col<ActiveShadowPower>;
const nameOf = (r: ActiveShadowPower) => r.affiliate_profiles?.full_name ?? r.affiliate_id;

/**
 * The active shadow powers, last changed first, paged by the database (past 100 rows), each with
 * Edit: the Configure dialog pre-filled, saved through set_affiliate_shadow_power like any change.
 * Its page stays in the console's store; the address belongs to the affiliates' search.
 */
export function ActiveShadowPowers({ onEdit }: { onEdit: (target: ShadowPowerTarget) => void }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="active-shadow-powers">
      <Typography id="active-shadow-powers" component="h2" variant="h6">
        {translate('app.shadow_power.active')}
      </Typography>
      <List<ActiveShadowPower>
        resource="affiliate_shadow_power"
        storeKey="shadow_power.active"
        disableSyncWithLocation
        filter={{ is_active: true }}
        queryOptions={{ meta: ACTIVE_META }}
        sort={{ field: 'updated_at', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        title={false}
        actions={false}
        empty={<EmptyText text="app.shadow_power.active_empty" />}
        error={<ListError text="app.shadow_power.load_failed" />}
        sx={SCROLLING_LIST_SX}
      >
        <DataTable<ActiveShadowPower> rowClick={false} bulkActionButtons={false}>
          <Column
            source="affiliate_id"
            label="app.people.shadow_power.affiliate"
            disableSort
            render={(r) => <TwoLines primary={nameOf(r)} secondary={r.affiliate_id} />}
          />
          <Column
            source="shadow_power_amount"
            label="app.shadow_power_dialog.shadow_power_amount"
            align="right"
            render={(r) => formatRupees(r.shadow_power_amount)}
          />
          <Column
            source="notes"
            label="app.shadow_power_dialog.notes"
            disableSort
            render={(r) => <TwoLines primary={r.notes ?? '—'} maxWidth={280} />}
          />
          <Column
            source="updated_at"
            label="app.people.shadow_power.updated"
            render={(r) => formatDate(r.updated_at)}
          />
          <Column
            source="actions"
            label="app.users.columns.actions"
            disableSort
            render={(r) => (
              <Button
                size="small"
                aria-label={translate('app.people.shadow_power.edit', { name: nameOf(r) })}
                onClick={() =>
                  onEdit({
                    affiliate_id: r.affiliate_id,
                    full_name: r.affiliate_profiles?.full_name ?? null,
                    shadow_power_amount: r.shadow_power_amount,
                    notes: r.notes,
                  })
                }
              >
                {translate('app.people.shadow_power.edit_label')}
              </Button>
            )}
          />
        </DataTable>
      </List>
    </section>
  );
}
