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

/** A total that includes a work priced on request is not a sum: the words staff and their records use. */
export const ON_REQUEST_TOTAL = 'on request';

/**
 * What an enquiry's total says: the sum of its priced works, 'on request' when a work has no public price
 * (with the sum of the others before it, if any), and once the sale is recorded, the price it sold for.
 */
export function enquiryTotal(
  enquiry: { total: number; salePrice: number | null; lines: readonly { priceOnRequest: boolean }[] },
  money: (amount: number) => string,
): string {
  if (enquiry.salePrice !== null) return `${money(enquiry.salePrice)} (sold)`;
  if (!enquiry.lines.some((line) => line.priceOnRequest)) return money(enquiry.total);
  return enquiry.total > 0 ? `${money(enquiry.total)} + ${ON_REQUEST_TOTAL}` : ON_REQUEST_TOTAL;
}
