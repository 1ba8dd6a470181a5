// Apart from the schemas, so the admin's route table can read the ids without zod in every page's script.

/** What a row says was done; each is named in the admin's messages as `admin.audit.action.<id>`. */
export const AUDIT_ACTION_IDS = [
  'sign-in',
  'sign-in-failed',
  'create',
  'save',
  'publish',
  'unpublish',
  'delete',
  'restore',
  'bulk',
  'assign',
  'stage',
  'note',
  'reply',
  'reserve',
  'sold',
  'export',
  'erase',
  'role',
  'password',
  'language',
  'sign-out',
  'two-step-start',
  'two-step-on',
  'recovery-codes',
  'two-step-off',
  'passkey-add',
  'passkey-rename',
  'passkey-remove',
  'two-step-reset',
  'two-step-rule',
  'send',
  'discard',
] as const;

export type AuditAction = (typeof AUDIT_ACTION_IDS)[number];
