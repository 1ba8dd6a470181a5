import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { adminDateTime, adminT, adminTexts } from '../admin-messages.ts';

/** The mails a restore held (issue 30), in the account's language; the server's answers come translated too. */
export const HELD_MAIL = adminTexts(
  {
    heading: 'admin.heldMail.heading',
    list: 'admin.heldMail.list',
    send: 'admin.heldMail.send',
    discard: 'admin.heldMail.discard',
    sendAll: 'admin.heldMail.sendAll',
    discardAll: 'admin.heldMail.discardAll',
    yesSendAll: 'admin.heldMail.yesSendAll',
    yesDiscardAll: 'admin.heldMail.yesDiscardAll',
    cancel: 'admin.heldMail.cancel',
    noneLeft: 'admin.heldMail.noneLeft',
    unreachable: 'admin.heldMail.unreachable',
    loadFailed: 'admin.heldMail.loadFailed',
  },
  {
    count: (count: number) => adminT('admin.heldMail.count', { count }),
    why: (hours: number) => adminT('admin.heldMail.why', { hours }),
    shown: (shown: number, count: number) => adminT('admin.heldMail.shown', { shown, count }),
    to: (to: string) => adminT('admin.heldMail.to', { to }),
    queued: (iso: string) => adminT('admin.heldMail.queued', { when: adminDateTime(iso) }),
    attempts: (count: number) => adminT('admin.heldMail.attempts', { count }),
    entry: (kind: 'enquiry' | 'message', reference: string) =>
      adminT(kind === 'enquiry' ? 'admin.heldMail.enquiry' : 'admin.heldMail.message', { reference }),
    sendLabel: (subject: string, to: string) => adminT('admin.heldMail.sendLabel', { subject, to }),
    discardLabel: (subject: string, to: string) => adminT('admin.heldMail.discardLabel', { subject, to }),
    confirmAll: (action: 'send' | 'discard', count: number) =>
      adminT(action === 'send' ? 'admin.heldMail.confirmSendAll' : 'admin.heldMail.confirmDiscardAll', { count }),
  },
);

export const HELD_MAIL_KEY = ['admin', 'held-mail'] as const;

/** Cheap when nothing is held (a count on an index), which is nearly always. */
export const heldMailQuery = () =>
  queryOptions({
    queryKey: HELD_MAIL_KEY,
    queryFn: () => unwrap(api.admin['held-mail'].$get()),
  });

export type HeldMailList = Awaited<ReturnType<NonNullable<ReturnType<typeof heldMailQuery>['queryFn']>>>;
