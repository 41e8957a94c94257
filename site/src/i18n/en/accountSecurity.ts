// English texts for account-security answers of the auth server (password changes from old sessions).
export const accountSecurity = {
  'accountSecurity.signInAgainToChangePassword':
    'You signed in more than a day ago. For your safety, sign out, sign in again and then change your password.',
};
