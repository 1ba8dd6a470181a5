import type { Context } from 'hono';
import { INBOX_KINDS, type InboxKind } from '../../../shared/inbox.ts';
import { PIPELINE_TEXT } from '../../../shared/pipeline-texts.ts';
import type { AppEnv, AuditNote } from '../../lib/env.ts';
import { notFound } from '../../lib/errors.ts';
import type { EntryRef } from '../../queries/pipeline.ts';
import { entryContact } from '../../queries/replies.ts';
import { noteAudit } from './audit-trail.ts';

export const entryRef = (kind: string, rawId: string): EntryRef => {
  const id = Number(rawId);
  const k = kind === 'enquiries' ? 'enquiry' : kind === 'messages' ? 'message' : null;
  if (!k || !(INBOX_KINDS as readonly string[]).includes(k) || !Number.isSafeInteger(id) || id < 1) {
    throw notFound(PIPELINE_TEXT.notFound);
  }
  return { kind: k as InboxKind, id };
};

/**
 * The audit row of a write to an inbox entry names it by reference and collector, for staff to read; the
 * erasure of the entry's personal data leaves the reference alone (server/queries/audit.ts).
 */
export function noteInboxAudit(c: Context<AppEnv>, ref: EntryRef, note: AuditNote = {}): void {
  const contact = entryContact(c.var.deps.db.orm, ref);
  const label = contact ? [contact.reference, contact.name].filter(Boolean).join(' · ') : '';
  noteAudit(c, { type: ref.kind, id: ref.id, label, ...note });
}
