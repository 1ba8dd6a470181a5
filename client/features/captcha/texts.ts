/** Every sentence the human check shows, in one place for translation. */
export const CAPTCHA_TEXTS = {
  siteUnavailable: 'The human check could not be loaded. Refresh the page and try again.',
  switching:
    'The usual human check could not load on your network, so your browser is solving a small puzzle ' +
    'instead. This takes a few seconds and sends nothing to anyone but us.',
  altchaOnly: 'Your browser solves a small puzzle to show it is not a robot. This takes a few seconds.',
  fallbackUnavailable:
    'The human check could not be loaded, so this form cannot be sent right now. Check your connection, ' +
    'refresh the page, or write to us by e-mail instead.',
  altchaFailed: 'The puzzle could not be solved. Tick the box to try again; if it keeps failing, refresh the page.',
} as const;

/** The widget's own words, in the site's voice. */
export const ALTCHA_STRINGS = {
  label: 'I am not a robot',
  verifying: 'Solving the puzzle…',
  waitAlert: 'Solving the puzzle… please wait.',
  verified: 'Done',
  error: 'The puzzle could not be solved. Try again.',
  expired: 'The puzzle expired. Try again.',
  loading: 'Loading…',
  verify: 'Verify',
  verificationRequired: 'Please complete the human check.',
} as const;

/** How long Turnstile has to show its widget before the form switches to the self-hosted check. */
export const TURNSTILE_PATIENCE_MS = 5000;
