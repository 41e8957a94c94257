// Texts of Shadow Power Management (spec 2.10).
export const shadowPowerMessages = {
  title: 'Shadow Power Management',
  subtitle: 'Shadow power balances an affiliate’s legs for rank qualification; it never counts towards commission.',
  search: 'Search affiliates',
  search_placeholder: 'Search by name, affiliate ID, or email...',
  active: 'Active Shadow Powers',
  active_empty: 'No active shadow powers.',
  affiliates: 'Affiliates',
  affiliates_empty: 'No active affiliates match this search.',
  add: 'Add Shadow Power',
  edit: 'Edit Shadow Power',
  since: 'Updated %{date}',
  load_failed: 'Failed to load shadow power data',
} as const;
