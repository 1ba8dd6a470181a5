import { z } from 'zod';

/**
 * The mails a restore held (issue 30: a restore never sends old mail), which staff send or discard on the
 * dashboard. The answers are translated for staff who read Chinese (server/i18n/admin-answers.ts).
 */

/** The dashboard lists this many, oldest first; the count and the 'all' actions cover the rest. */
export const HELD_MAIL_SHOWN = 20;

export const HELD_MAIL_TEXTS = {
  badId: 'An e-mail’s number is a whole number above 0.',
  notFound: 'There is no e-mail with this number. Reload the list.',
  notHeld: 'This e-mail is not held: it has been sent or is being sent, perhaps by a colleague. Reload the list.',
  alreadyDiscarded: 'This e-mail is not held: it was discarded, perhaps by a colleague. Reload the list.',
  noneHeld: 'No e-mail is held any more: they have been sent or discarded, perhaps by a colleague.',
  sent: (subject: string, to: string) => `“${subject}” to ${to} is being sent.`,
  discarded: (subject: string, to: string) => `“${subject}” to ${to} was discarded and will not be sent.`,
  sentAll: (count: number) => `All the held e-mails (${count}) are being sent.`,
  discardedAll: (count: number) => `All the held e-mails (${count}) were discarded and will not be sent.`,
} as const;

/** `:id` of `/api/admin/held-mail/:id/…`. */
export const heldMailParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, HELD_MAIL_TEXTS.badId)
    .transform(Number),
});
