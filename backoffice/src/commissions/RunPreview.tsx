import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMonth } from '@rentals/core/format';
import { formatNumber, formatRupees } from '@rentals/core/money';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DialogForm, DialogSaveButton, FormValueMessage } from '../common/DialogForm.tsx';
import { useRankLabel } from '../console/codeLabels.ts';
import type { CommissionRunSummary, RankChange } from '../dataProvider/commissions.ts';
import './texts.ts';

function Changes({
  heading,
  list,
  total,
}: {
  heading: string;
  list: readonly RankChange[];
  total: number;
}) {
  const translate = useTranslate();
  const rank = useRankLabel();
  const unranked = translate('app.commissions.preview.unranked');
  const rankLabel = (id: string | null) => (id ? rank(id) : unranked);
  return (
    <section aria-label={heading}>
      <Typography component="h3" variant="subtitle2">
        {heading}
      </Typography>
      <List dense disablePadding>
        {list.map((change) => (
          <ListItem key={`${change.name}:${change.from}:${change.to}`} disableGutters>
            {translate('app.commissions.preview.change', {
              name: change.name,
              from: rankLabel(change.from),
              to: rankLabel(change.to),
            })}
          </ListItem>
        ))}
        {total > list.length && (
          <ListItem disableGutters>
            {translate('app.commissions.preview.more', {
              count: formatNumber(total - list.length),
            })}
          </ListItem>
        )}
      </List>
    </section>
  );
}

/**
 * What a run of the month will change, from its preview: confirmed before anything is written. The
 * confirmation is a form over the month (core's run schema), busy until the run is asked for, so a
 * double click starts one run.
 */
export function RunPreview({
  summary,
  today,
  onCancel,
  onConfirm,
}: {
  summary: CommissionRunSummary;
  /** Today in India (ISO), for the month's check. */
  today?: string;
  onCancel: () => void;
  /** Starts the run of the month; the dialog stays busy until it is asked for. */
  onConfirm: (month: string) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.commissions.preview.${key}`, args);
  const month = formatMonth(summary.month);
  const changes = summary.changes;
  const rows = changes?.commissions;
  const ranks = changes?.ranks;
  const nothing =
    rows &&
    ranks &&
    rows.added + rows.replaced + rows.removed === 0 &&
    ranks.first_ranked + ranks.month_changed + ranks.current_changed === 0;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="run-preview-title" fullWidth maxWidth="sm">
      <DialogForm
        schema={() => import('@rentals/core/validation/commissionRun').then((m) => m.commissionRunSchema(today))}
        defaultValues={{ month: summary.month }}
        onSubmit={async (values) => {
          await onConfirm(values.month);
        }}
      >
        <DialogTitle id="run-preview-title">{t('title', { month })}</DialogTitle>
        {/* A long list of changes scrolls: the region takes focus so a keyboard can scroll it. */}
        <DialogContent tabIndex={0} role="region" aria-labelledby="run-preview-title">
          <Stack spacing={2}>
            <Typography>{t(nothing ? 'nothing' : 'intro', { month })}</Typography>
            {rows && (
              <section aria-label={t('commissions_heading')}>
                <Typography component="h3" variant="subtitle2">
                  {t('commissions_heading')}
                </Typography>
                <Table size="small">
                  <TableBody>
                    {(['added', 'replaced', 'removed', 'unchanged'] as const).map((key) => (
                      <TableRow key={key}>
                        <TableCell component="th" scope="row">
                          {t(key)}
                        </TableCell>
                        <TableCell align="right">{formatNumber(rows[key])}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('paid_kept')} {t('total', { amount: formatRupees(summary.total_amount) })}
                </Typography>
              </section>
            )}
            {ranks &&
              (ranks.current_changed > 0 ? (
                <Changes
                  heading={t('current_heading', { count: formatNumber(ranks.current_changed) })}
                  list={ranks.current}
                  total={ranks.current_changed}
                />
              ) : (
                <Typography>{t('current_none')}</Typography>
              ))}
            {ranks && ranks.month_changed > 0 && (
              <Changes
                heading={t('month_heading', { month, count: formatNumber(ranks.month_changed) })}
                list={ranks.month}
                total={ranks.month_changed}
              />
            )}
            {ranks && ranks.first_ranked > 0 && (
              <Typography>
                {t('first_ranked', { count: formatNumber(ranks.first_ranked), month })}
              </Typography>
            )}
          </Stack>
          <FormValueMessage name="month" />
        </DialogContent>
        <DialogActions>
          <CancelButton label={t('cancel')} onCancel={onCancel} />
          <DialogSaveButton label={t('confirm', { month })} />
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

function CancelButton({ label, onCancel }: { label: string; onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onCancel} disabled={isSubmitting}>
      {label}
    </Button>
  );
}
