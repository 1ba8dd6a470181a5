import type { InboxStage } from './inbox.ts';
import { lazyTexts, t } from './messages/index.ts';

export const STAGE_LABEL: Record<InboxStage, string> = {
  new: 'New',
  replied: 'Replied',
  reserved: 'Reserved',
  sold: 'Sold',
  closed: 'Closed',
  spam: 'Spam',
};

export const YOUR_REFERENCE = (reference: string) => t('send.yourReference', { reference });

export const PIPELINE_TEXT = lazyTexts(
  {
    unsubscribed: 'send.unsubscribed',
    unsubscribeInvalid: 'send.unsubscribeInvalid',
  },
  {
    nothingToHold: 'This enquiry names no work that is still in the shop, so there is nothing to reserve.',
    nothingToSell: 'This enquiry names no work that is still in the shop, so there is nothing to mark sold.',
    cannotHold: (work: string, state: 'sold' | 'not_for_sale') =>
      `${work} is ${state === 'sold' ? 'sold' : 'not for sale'} and cannot be reserved.`,
    alreadyHeld: (work: string, reference: string | null) =>
      reference
        ? `${work} is already on hold for enquiry ${reference}. Release that hold first.`
        : `${work} was just reserved by someone else. Refresh the inbox to see the hold.`,
    alreadySold: (work: string) => `${work} is already sold.`,
    soldElsewhere: (work: string, reference: string) =>
      `The hold on ${work} ended: the work was sold with enquiry ${reference}.`,
    holdExpired: (work: string) => `The hold on ${work} ended on its date; the work is available again.`,
    held: (until: string) => `Reserved until ${until}.`,
    sold: 'Marked sold.',
    stageChanged: (reference: string, stage: InboxStage) => `${reference} is now ${STAGE_LABEL[stage].toLowerCase()}.`,
    noteAdded: 'Note added.',
    saved: 'Saved.',
    replyQueued: 'Reply queued; its delivery shows below.',
    notFound: 'No such enquiry or message.',
    messageStage: (stage: string) => `A message cannot be ${stage}.`,
    reserveThroughHold: 'An enquiry is reserved by Reserve, which holds its works: use Reserve below.',
    soldThroughSale: 'An enquiry is sold by Mark sold, which records the sale and takes the work out of the shop.',
    erased: 'Personal data erased',
    ownerUnknown: 'The owner must be one of the admins.',
    subscriberRemoved: 'Subscriber removed.',
  } as const,
);
