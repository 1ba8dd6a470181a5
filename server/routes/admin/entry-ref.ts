import { INBOX_KINDS, type InboxKind } from '../../../shared/inbox.ts';
import { PIPELINE_TEXT } from '../../../shared/pipeline-texts.ts';
import { notFound } from '../../lib/errors.ts';
import type { EntryRef } from '../../queries/pipeline.ts';

export const entryRef = (kind: string, rawId: string): EntryRef => {
  const id = Number(rawId);
  const k = kind === 'enquiries' ? 'enquiry' : kind === 'messages' ? 'message' : null;
  if (!k || !(INBOX_KINDS as readonly string[]).includes(k) || !Number.isSafeInteger(id) || id < 1) {
    throw notFound(PIPELINE_TEXT.notFound);
  }
  return { kind: k as InboxKind, id };
};
