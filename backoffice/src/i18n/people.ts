// Texts of the people lists (Users, who holds a role, Shadow Power's lists) that come with their
// screens' chunks rather than the sign-in page (users/texts.ts).
export const peopleMessages = {
  actions: 'Actions for %{name}',
  joined_on: 'Joined %{date}',
  holders: {
    heading: 'Who has this role',
    role: 'Role held',
    empty: 'Nobody holds this role.',
    load_failed: 'Failed to load the people holding this role',
    manage: 'Manage',
    manage_name: 'Manage roles of %{name}',
  },
  assign: {
    undone: 'Role assignment undone: nothing was changed.',
  },
  shadow_power: {
    affiliate: 'Affiliate',
    updated: 'Updated',
    edit_label: 'Edit',
    edit: 'Edit shadow power of %{name}',
  },
} as const;
