import { z } from 'zod';
import {
  ALL_FIELDS_REQUIRED,
  MAX_PASSWORD,
  MIN_PASSWORD,
  PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  roleSchema,
} from './auth.ts';
import { LANGS } from './languages.ts';

export const ACCOUNT_TEXTS = {
  wrongCurrent: 'The current password is not right.',
  sameAsCurrent: 'The new password must differ from the current one.',
  passwordChanged: 'Password changed. Every other browser signed in to this account has been signed out.',
  cannotRemoveSelf: 'You cannot remove your own account. Another admin can.',
  cannotRemoveLast: 'The last owner cannot be removed: make another account an owner first.',
  notFound: 'No admin has this id. The list may be out of date: reload it.',
  removed: (email: string) => `Admin ${email} removed. Their sessions have ended.`,
  signedOutEverywhere: 'Signed out everywhere.',
  othersSignedOut: 'Every other session of your account has ended. This one goes on.',
  sessionEnded: 'That session has ended.',
  sessionNotFound: 'That session has ended already, or is not one of yours. Reload the list.',
  accountSignedOut: (email: string) => `Every session of ${email} has ended.`,
  roleChanged: (email: string, role: string) => `The role of ${email} is now ${role}.`,
  languageInvalid: 'Choose English or Chinese.',
  languageChanged: 'Saved. The admin’s translated screens and the e-mails to you will be in this language.',
} as const;

const newPassword = z
  .string({ error: ALL_FIELDS_REQUIRED })
  .min(1, { error: ALL_FIELDS_REQUIRED, abort: true })
  .min(MIN_PASSWORD, { error: PASSWORD_LENGTH, abort: true })
  .max(MAX_PASSWORD, { error: PASSWORD_LENGTH, abort: true });

/** POST /api/admin/accounts/password: the current password proves it is the admin at the keyboard. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: ALL_FIELDS_REQUIRED })
      .min(1, { error: ALL_FIELDS_REQUIRED })
      .max(MAX_PASSWORD, { error: ACCOUNT_TEXTS.wrongCurrent }),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { error: ACCOUNT_TEXTS.sameAsCurrent, path: ['newPassword'] });

export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: ALL_FIELDS_REQUIRED, abort: true }),
    newPassword: z.string().min(1, { error: ALL_FIELDS_REQUIRED, abort: true }),
    verifyPassword: z.string().min(1, { error: ALL_FIELDS_REQUIRED, abort: true }),
  })
  .refine((v) => v.newPassword === v.verifyPassword, { error: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }))
  .pipe(passwordChangeSchema);

export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** PUT /api/admin/accounts/:id/role (issue 29): an owner gives an account another role. */
export const roleChangeSchema = z.object({ role: roleSchema });

/** PUT /api/admin/accounts/language (issue 29): the language of the mails the account is sent. */
export const languageChangeSchema = z.object({ language: z.enum(LANGS, { error: ACCOUNT_TEXTS.languageInvalid }) });
