import {
  Alert,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDate, formatMonth, shortId } from '@rentals/core/format';
import { formatRupees } from '@rentals/core/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMMISSION_LIST_FILTERS,
  commissionListFiltersSchema,
  type CommissionListFilters,
} from '@rentals/core/validation/consoleFilters';
import { TextInput, useNotify, useTranslate } from 'react-admin';
import { useDebounced } from '../console/useDebounced.ts';
import { useNotifyOnError } from '../console/useNotifyOnError.ts';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { CommissionFilter, CommissionRow } from '../dataProvider/commissions.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { BusyButton } from '../common/BusyButton.tsx';
import { usePaginationTexts } from '../common/usePaginationTexts.ts';
import { FilterForm, FilterSelect } from '../common/FilterForm.tsx';
import './texts.ts';

const PER_PAGE = 50;
const FIRST_FILTERS: CommissionListFilters = { search: '', status: 'pending' };
const who = (row: CommissionRow) => row.full_name ?? row.affiliate_id ?? shortId(row.broker_id);

/** The month's commission rows, paid and pending, with Mark Paid for one row or every selected one. */
export function MonthCommissions({ month }: { month: string }) {
  const translate = useTranslate();
  const paginationTexts = usePaginationTexts();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CommissionListFilters>(FIRST_FILTERS);
  const filter: CommissionFilter = filters.status;
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const search = useDebounced(filters.search);
  const list = useQuery({
    queryKey: ['commissions', 'list', month, filter, page, search],
    queryFn: () => dataProvider.listMonthCommissions(month, filter, page, PER_PAGE, search),
    placeholderData: keepPreviousData,
  });
  useNotifyOnError(list.error, 'app.commissions.list_failed');
  const mark = useMutation({
    mutationFn: (ids: string[]) => dataProvider.markCommissionsPaid(ids),
    onSuccess: (rows) => {
      notify('app.commissions.marked', { type: 'success', messageArgs: { count: rows.length } });
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: ['commissions', 'list', month] });
    },
    onError: (error) => {
      const detail = serverMessage(error);
      notify(detail ? 'app.commissions.mark_failed_with' : 'app.commissions.mark_failed', {
        type: 'error',
        messageArgs: { detail },
      });
    },
  });
  const pending = (list.data?.rows ?? []).filter((r) => r.status === 'pending').map((r) => r.id);
  const allSelected = pending.length > 0 && pending.every((id) => selected.includes(id));
  const toggle = (id: string) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const reset = () => {
    setPage(0);
    setSelected([]);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {translate('app.commissions.list_heading', { month: formatMonth(month) })}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
          >
            <FilterForm
              schema={commissionListFiltersSchema}
              defaultValues={FIRST_FILTERS}
              onChange={(next) => {
                setFilters(next);
                reset();
              }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextInput
                  source="search"
                  type="search"
                  variant="outlined"
                  size="small"
                  label={translate('app.commissions.search')}
                  helperText={false}
                  sx={{ width: { sm: 220 } }}
                />
                <FilterSelect
                  source="status"
                  label={translate('app.commissions.filter')}
                  choices={COMMISSION_LIST_FILTERS}
                  choiceLabel={(f) => `app.commissions.filter_${f}`}
                  sx={{ width: { sm: 160 } }}
                />
              </Stack>
            </FilterForm>
            <BusyButton
              variant="contained"
              disabled={selected.length === 0}
              onClick={() => mark.mutateAsync(selected)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate('app.commissions.mark_selected', { count: selected.length })}
            </BusyButton>
          </Stack>
          {list.isPending && (
            <Skeleton height={96} aria-label={translate('app.part_loading', { part: translate('app.commissions.title') })} />
          )}
          {list.error && <Alert severity="error">{translate('app.commissions.list_failed')}</Alert>}
          {list.data?.total === 0 && (
            <Typography color="text.secondary">{translate('app.commissions.empty')}</Typography>
          )}
          {list.data && list.data.total > 0 && (
            <>
              <TableContainer>
                <Table
                  size="small"
                  aria-label={translate('app.commissions.list_heading', {
                    month: formatMonth(month),
                  })}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={allSelected}
                          disabled={pending.length === 0}
                          onChange={() => setSelected(allSelected ? [] : pending)}
                          slotProps={{
                            input: { 'aria-label': translate('app.commissions.select_all') },
                          }}
                        />
                      </TableCell>
                      {['beneficiary', 'level', 'type', 'percentage', 'amount', 'status'].map(
                        (key) => (
                          <TableCell key={key} align={key === 'amount' ? 'right' : 'left'}>
                            {translate(`app.commissions.${key}`)}
                          </TableCell>
                        ),
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.data.rows.map((row) => (
                      <CommissionLine
                        key={row.id}
                        row={row}
                        selected={selected.includes(row.id)}
                        busy={mark.isPending}
                        onToggle={() => toggle(row.id)}
                        onMark={() => mark.mutateAsync([row.id])}
                      />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                {...paginationTexts}
                component="div"
                count={list.data.total}
                page={page}
                rowsPerPage={PER_PAGE}
                rowsPerPageOptions={[PER_PAGE]}
                onPageChange={(_, next) => {
                  setPage(next);
                  setSelected([]);
                }}
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function CommissionLine({
  row,
  selected,
  busy,
  onToggle,
  onMark,
}: {
  row: CommissionRow;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  /** Marks the row paid; its button is busy (and deaf to a second click) until answered. */
  onMark: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const name = who(row);
  const labels = { name, level: row.level };
  return (
    <TableRow selected={selected}>
      <TableCell padding="checkbox">
        {row.status === 'pending' && (
          <Checkbox
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': translate('app.commissions.select_one', labels) } }}
          />
        )}
      </TableCell>
      <TableCell>
        <Typography variant="body2">{name}</Typography>
        {row.affiliate_id && row.full_name && (
          <Typography variant="caption" color="text.secondary">
            {row.affiliate_id}
          </Typography>
        )}
      </TableCell>
      <TableCell>{row.level}</TableCell>
      <TableCell>{translate(`app.commissions.${row.commission_type}`)}</TableCell>
      <TableCell>{`${Number(row.percentage)}%`}</TableCell>
      <TableCell align="right">{formatRupees(row.amount)}</TableCell>
      <TableCell>
        {row.status === 'paid' ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" color="success" label={translate('app.commissions.filter_paid')} />
            <Typography variant="caption">
              {translate('app.commissions.paid_on', { date: formatDate(row.paid_at) })}
            </Typography>
          </Stack>
        ) : (
          <BusyButton
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={onMark}
            aria-label={translate('app.commissions.mark_paid_one', labels)}
          >
            {translate('app.commissions.mark_paid')}
          </BusyButton>
        )}
      </TableCell>
    </TableRow>
  );
}
