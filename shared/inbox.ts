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

export const ON_REQUEST_TOTAL = 'on request';

export function enquiryTotal(
  enquiry: { total: number; salePrice: number | null; lines: readonly { priceOnRequest: boolean }[] },
  money: (amount: number) => string,
): string {
  if (enquiry.salePrice !== null) return `${money(enquiry.salePrice)} (sold)`;
  if (!enquiry.lines.some((line) => line.priceOnRequest)) return money(enquiry.total);
  return enquiry.total > 0 ? `${money(enquiry.total)} + ${ON_REQUEST_TOTAL}` : ON_REQUEST_TOTAL;
}
