// Texts of the listing and managed-rental work lists that come with their screens' chunks
// (properties/texts.ts, managedRentals/texts.ts): their filters, the approval an admin can undo,
// and the bulk answers to reported listings and RVL months.
export const workListsMessages = {
  listed: 'Listed',
  added: 'Added',
  lease_ends: 'Lease ends',
  within_30_days: 'Within 30 days',
  within_90_days: 'Within 90 days',
  city: 'City',
  all_pending: 'All waiting',
  approval: {
    queued: 'Approved: %{title}',
    approving: 'Approving…',
    undone: 'Approval undone: %{title} still waits for review',
  },
  reports: {
    select: 'Select: %{title}',
    select_all: 'Select every reported listing shown',
    dismiss_selected: 'Dismiss selected',
    confirm_title:
      'Dismiss the reports of %{smart_count} listing? |||| Dismiss the reports of %{smart_count} listings?',
    confirm_text:
      'Their open reports are closed and a listing they held out of search returns to it. Closed reports cannot be reopened from the console.',
    confirm: 'Dismiss reports',
    dismissed:
      'Reports dismissed for %{smart_count} listing |||| Reports dismissed for %{smart_count} listings',
    failed: 'Failed to resolve the reports: %{reason}',
    failed_silently: 'Failed to resolve the reports. Please try again.',
  },
  rvl: {
    mark_selected: 'Mark a month paid',
    title: 'Mark RVL paid for %{smart_count} property? |||| Mark RVL paid for %{smart_count} properties?',
    text: "Each property's RVL for the month is recorded as paid and counts in that month's commissions. A month one of them has outside its lease refuses them all.",
    month: 'Month',
    confirm: 'Mark Paid',
    done: 'RVL marked paid for %{smart_count} property |||| RVL marked paid for %{smart_count} properties',
  },
} as const;
