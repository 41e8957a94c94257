// Unlist a reported listing with a reason its owner reads: the reports close and the listing leaves
// the site in the same database step (resolve_listing_reports).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { REVIEW_REASON_MAX } from '@rentals/core/messages/adminReviews';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { PropertyModerationMethods } from '../dataProvider/propertyModeration.ts';
import { serverMessage } from '../dataProvider/rpc.ts';

export function UnlistDialog({ property, onClose }: { property: { id: string; title: string }; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & PropertyModerationMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.listing_reports.${key}`, options);

  const unlist = async () => {
    if (!reason.trim()) return setMissing(true);
    setSaving(true);
    try {
      await dataProvider.unlistReportedListing(property.id, reason.trim());
      notify(t('unlisted'), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(t('failed', { reason: serverMessage(error) }), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="unlist-property-title">
      <DialogTitle id="unlist-property-title">{t('unlist_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('unlist_intro', { title: property.title })}</DialogContentText>
        <TextField
          label={t('unlist_reason')}
          required
          multiline
          minRows={3}
          fullWidth
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? t('reason_required') : `${reason.length}/${REVIEW_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" variant="contained" onClick={unlist} disabled={saving}>
          {t('unlist')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
