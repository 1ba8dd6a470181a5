import { ADMIN_TITLES } from '#shared/admin-titles';

export const ACCOUNTS_SCREEN = {
  title: ADMIN_TITLES.accounts,
  back: 'Return to Admin Dashboard',
  listHeading: 'Admins',
  yourAccount: 'Your account',
  role: 'Role',
  changeRole: 'Change role',
  email: 'E-mail',
  lastSignIn: 'Last sign-in',
  added: 'Added',
  never: 'Never',
  you: '(you)',
  remove: 'Remove',
  confirmRemove: (email: string) => `Remove ${email}? They will be signed out and can no longer sign in.`,
  yesRemove: 'Yes, remove',
  cancel: 'Cancel',
  register: 'Register New User',
  passwordHeading: 'Change your password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  verifyPassword: 'Verify new password',
  passwordRules:
    '12 to 128 characters, not the e-mail address, and not a common password. A few unrelated words make a good one.',
  change: 'Change password',
  changing: 'Changing…',
  everywhereHeading: 'Sign out everywhere',
  everywhereNote: 'Ends every session of your account, on every browser and device, this one included.',
  everywhere: 'Sign out everywhere',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  loadFailed: 'Could not load the accounts. Refresh the page and try again.',
} as const;

/** In the gallery's time (Beijing). */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(
    new Date(iso),
  );
