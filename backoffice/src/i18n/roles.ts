// Texts of Role Management's removal, which asks before a role is taken away.
export const rolesMessages = {
  remove_title: 'Remove the %{role} role?',
  remove_text:
    'This user loses the %{role} role and what it lets them do at once. You can assign it again later.',
  remove: 'Remove role',
  cancel: 'Cancel',
};
