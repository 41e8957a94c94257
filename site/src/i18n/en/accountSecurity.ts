// English texts for account-security answers of the auth server (password changes from old sessions,
// the links that confirm an email change).
export const accountSecurity = {
  'accountSecurity.emailOneConfirmed':
    'One address is confirmed. Now open the link we emailed to the other address to finish changing your email.',
  'accountSecurity.emailChanged': 'Your email address has changed. Sign in with it from now on.',
  'accountSecurity.emailLinkFailed':
    'This link could not sign you in on this device. If you had already opened the other link, your email address has changed: sign in with the new one.',
  'accountSecurity.signInAgainToChangePassword':
    'You signed in more than a day ago. For your safety, sign out, sign in again and then change your password.',
};
