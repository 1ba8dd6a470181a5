/** Where staff stand with an enquiry (the inbox's status select, and the column that keeps it). */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
