// Names of the buttons in a list's rows, for screen readers: the visible word first, then the row
// it acts on, since a reader lists ten "Approve" buttons otherwise.
export const rowActionsMessages = {
  approve: 'Approve %{name}',
  reject: 'Reject %{name}',
  approve_configure: 'Approve & Configure %{name}',
  decline: 'Decline %{name}',
  configure: 'Configure %{name}',
  mark_paid: 'Mark Paid for %{month}, %{name}',
  undo_paid: 'Undo payment for %{month}, %{name}',
} as const;
