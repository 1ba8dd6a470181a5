/** Where staff stand with an enquiry: the pipeline from first message to sale. */
export const ENQUIRY_STAGES = ['new', 'replied', 'reserved', 'sold', 'closed', 'spam'] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

/** Where staff stand with a contact message. */
export const MESSAGE_STAGES = ['new', 'replied', 'closed', 'spam'] as const;
export type MessageStage = (typeof MESSAGE_STAGES)[number];

/** Every stage either kind can be in (the column's vocabulary). */
export const INBOX_STAGES = ENQUIRY_STAGES;
export type InboxStage = EnquiryStage;

/** Stages whose personal data is erased after the configured period. */
export const ERASABLE_STAGES = ['closed', 'spam'] as const;

/** Where an enquiry came from: the cart's checkout (several works) or one work's page. */
export const ENQUIRY_KINDS = ['cart', 'work'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The two kinds of inbox entry, and the prefix of their references: ENQ-2026-0042, MSG-2026-0107. */
export const INBOX_KINDS = ['enquiry', 'message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const REFERENCE_PREFIX: Record<InboxKind, string> = { enquiry: 'ENQ', message: 'MSG' };

/** 'ENQ-2026-0042': the prefix, the year, and the number within that year (at least four digits). */
export const formatReference = (kind: InboxKind, year: number, n: number) =>
  `${REFERENCE_PREFIX[kind]}-${year}-${String(n).padStart(4, '0')}`;

/** Why a hold ended. */
export const HOLD_RELEASE_REASONS = ['expired', 'released', 'sold', 'sold_elsewhere'] as const;
export type HoldReleaseReason = (typeof HOLD_RELEASE_REASONS)[number];
