// Texts of the Shadow Balancing screen (spec 2.4): the brokers, the dialog that configures it and the
// audit log with its actions. They come with the screen's chunk (shadowBalancing/texts.ts), not with
// the sign-in page.
export const shadowBalancingMessages = {
  title: 'Shadow Balancing',
  intro:
    "A time-limited advantage of at most 6 months: the broker's stronger leg counts for rank qualification. Commission stays based on actual volume.",
  audit_log: 'Audit Log',
  enabled: 'Enabled',
  disabled: 'Disabled',
  modified: 'Modified',
  expired: 'Expired',
  expiring_soon: 'Expiring Soon',
  days_left: '1 day left |||| %{smart_count} days left',
  configure: 'Configure',
  configure_title: 'Configure Shadow Balancing',
  configure_text:
    '%{name}: use the stronger leg for rank qualification for up to 6 months. Commission stays based on actual volume.',
  enable: 'Enable shadow balancing',
  start_date: 'Start Date',
  end_date: 'End Date (Max 6 months)',
  reason: 'Reason',
  search: 'Search brokers',
  save: 'Save',
  cancel: 'Cancel',
  empty_brokers: 'No brokers yet.',
  empty_audit: 'No shadow balancing changes yet.',
};
