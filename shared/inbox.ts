export const ENQUIRY_STAGES = ['new', 'replied', 'reserved', 'sold', 'closed', 'spam'] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

export const MESSAGE_STAGES = ['new', 'replied', 'closed', 'spam'] as const;

// The inbox holds both kinds in one column, so its stages are the larger set.
/** @alias */
export const INBOX_STAGES = ENQUIRY_STAGES;
export type InboxStage = EnquiryStage;

export const ERASABLE_STAGES = ['closed', 'spam'] as const;

export const ENQUIRY_KINDS = ['cart', 'work'] as const;

export const INBOX_KINDS = ['enquiry', 'message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const REFERENCE_PREFIX: Record<InboxKind, string> = { enquiry: 'ENQ', message: 'MSG' };

export const formatReference = (kind: InboxKind, year: number, n: number) =>
  `${REFERENCE_PREFIX[kind]}-${year}-${String(n).padStart(4, '0')}`;

export const HOLD_RELEASE_REASONS = ['expired', 'released', 'sold', 'sold_elsewhere'] as const;
