/** Where staff stand with an enquiry (the inbox's status select, and the column that keeps it). */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Where an enquiry came from: the cart's checkout (several works) or one work's page. */
export const ENQUIRY_KINDS = ['cart', 'work'] as const;

export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
