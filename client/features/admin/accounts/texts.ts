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
  sessionsHeading: 'Your sessions',
  sessionsNote: 'Every browser signed in to your account. End any you do not recognise, and change your password.',
  sessionsLoadFailed: 'Could not load your sessions. Refresh the page and try again.',
  thisBrowser: '(this browser)',
  address: 'Address',
  notKept: 'Not recorded',
  sessionSignedIn: 'Signed in',
  lastUsed: 'Last used',
  endSession: 'Sign out',
  endSessionOf: (device: string, when: string) => `${device}, last used ${when}`,
  signOutOthers: 'Sign out everywhere else',
  endAccountSessions: 'End sessions',
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
