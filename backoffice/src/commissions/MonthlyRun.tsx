import {
  Alert,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDateTime, formatMonth } from '@rentals/core/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { DialogForm, DialogSaveButton } from '../common/DialogForm.tsx';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { CommissionRun } from '../dataProvider/commissions.ts';
import { serverMessage } from '../dataProvider/rpc.ts';
import { RunPreview } from './RunPreview.tsx';
import { RunSummary } from './RunSummary.tsx';
import './texts.ts';

const POLL_MS = 1_000;
const active = (run: CommissionRun | undefined) =>
  run?.status === 'requested' || run?.status === 'running';

/**
 * Picks a completed month, shows what its run will change (a preview the worker computes and
 * writes nowhere), starts the run once the admin confirms, follows it and shows what it did.
 */
export function MonthlyRun({
  month,
  months,
  onMonthChange,
  today,
}: {
  month: string;
  months: readonly string[];
  onMonthChange: (month: string) => void;
  /** Today in India (ISO); the month in progress is refused from it. */
  today?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const runs = useQuery({
    queryKey: ['commissions', 'runs', month],
    queryFn: () => dataProvider.listCommissionRuns(month),
    // The worker reports only through the run's row: read it again until the run has ended.
    refetchInterval: (query) => (active(query.state.data?.[0]) ? POLL_MS : false),
  });
  const latest = runs.data?.[0];
  const start = useMutation({
    mutationFn: (of: string) => dataProvider.runMonthlyCommissions(of),
    onSuccess: (run, of) =>
      queryClient.setQueryData(
        ['commissions', 'runs', of],
        [run, ...(runs.data ?? []).filter((r) => r.id !== run.id)],
      ),
    onError: (error) => {
      const detail = serverMessage(error);
      notify(detail ? 'app.commissions.run_failed_with' : 'app.commissions.run_failed', {
        type: 'error',
        messageArgs: { detail },
      });
    },
  });
  // The preview being followed, for this month; cleared when the admin answers it.
  const [previewOf, setPreviewOf] = useState<{ id: string; month: string } | null>(null);
  const previewId = previewOf?.month === month ? previewOf.id : null;
  const askPreview = useMutation({
    mutationFn: (of: string) => dataProvider.previewMonthlyCommissions(of),
    onSuccess: (run, of) => setPreviewOf({ id: run.id, month: of }),
    onError: (error) => {
      const detail = serverMessage(error);
      notify(
        detail
          ? 'app.commissions.preview_start_failed_with'
          : 'app.commissions.preview_start_failed',
        { type: 'error', messageArgs: { detail } },
      );
    },
  });
  const preview = useQuery({
    queryKey: ['commissions', 'preview', previewId],
    queryFn: () => dataProvider.getCommissionRun(previewId as string),
    enabled: previewId !== null,
    refetchInterval: (query) => (active(query.state.data) ? POLL_MS : false),
  });
  const previewRun = previewId ? preview.data : undefined;
  const previewing =
    askPreview.isPending || (previewId !== null && (!previewRun || active(previewRun)));
  const finished = latest?.status === 'done' ? latest.id : null;
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['month_commissions'] });
  }, [finished, month, queryClient]);

  const name = formatMonth(month);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {translate('app.commissions.run_heading')}
          </Typography>
          {/* Run asks for the chosen month's preview: a form, so a double click asks once and a
              month the run refuses is said beside the month. */}
          <DialogForm
            // The schema (and zod) load when the form is first checked, not with the screen.
            schema={() => import('@rentals/core/validation/commissionRun').then((m) => m.commissionRunSchema(today))}
            defaultValues={{ month }}
            onSubmit={async ({ month: chosen }) => {
              await askPreview.mutateAsync(chosen);
            }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <MonthField months={months} onMonthChange={onMonthChange} />
              <DialogSaveButton
                label={translate(
                  latest?.status === 'done' ? 'app.commissions.run_again' : 'app.commissions.run',
                )}
                disabled={start.isPending || previewing || active(latest) || !runs.data}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              />
            </Stack>
          </DialogForm>
          <Typography variant="body2" color="text.secondary">
            {translate('app.commissions.completed_only')}
          </Typography>
          {previewing && (
            <Stack spacing={1}>
              <Typography role="status">
                {translate('app.commissions.previewing', { month: name })}
              </Typography>
              <LinearProgress aria-label={translate('app.commissions.preview_progress')} />
            </Stack>
          )}
          {previewRun?.status === 'failed' && (
            <Alert severity="error" onClose={() => setPreviewOf(null)}>
              {translate('app.commissions.preview_failed', {
                month: name,
                error: previewRun.error ?? '',
              })}
            </Alert>
          )}
          {previewRun?.status === 'done' && previewRun.summary && (
            <RunPreview
              summary={previewRun.summary}
              today={today}
              onCancel={() => setPreviewOf(null)}
              onConfirm={async (of) => {
                await start.mutateAsync(of);
                setPreviewOf(null);
              }}
            />
          )}
          {runs.isPending && (
            <Skeleton height={48} aria-label={translate('app.commissions.runs_loading')} />
          )}
          {runs.error && <Alert severity="error">{translate('app.commissions.runs_failed')}</Alert>}
          {runs.data && !latest && (
            <Typography color="text.secondary">{translate('app.commissions.never_run')}</Typography>
          )}
          {active(latest) && (
            <Stack spacing={1}>
              <Typography role="status">
                {translate(`app.commissions.${latest?.status}`, { month: name })}
              </Typography>
              <LinearProgress aria-label={translate('app.commissions.progress')} />
            </Stack>
          )}
          {latest?.status === 'failed' && (
            <Alert severity="error">
              {translate('app.commissions.failed', { month: name, error: latest.error ?? '' })}
            </Alert>
          )}
          {latest?.status === 'done' && latest.summary && (
            <Stack spacing={2}>
              <Typography role="status">
                {translate('app.commissions.done', {
                  month: name,
                  date: formatDateTime(latest.updated_at),
                })}
              </Typography>
              <RunSummary summary={latest.summary} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The month to run, among the completed months; what the run refuses about it is said beneath. */
function MonthField({
  months,
  onMonthChange,
}: {
  months: readonly string[];
  onMonthChange: (month: string) => void;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useController<{ month: string }>({ name: 'month' });
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      label={translate('app.commissions.month')}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onMonthChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error && translate(error, { _: error })}
      sx={{ width: { sm: 220 } }}
    >
      {months.map((m) => (
        <MenuItem key={m} value={m}>
          {formatMonth(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}
