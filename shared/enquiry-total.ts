// Apart from ./inbox.ts, whose stages the admin's addresses read on every page (client/routes/admin/inbox.tsx).

export const ON_REQUEST_TOTAL = 'on request';

export function enquiryTotal(
  enquiry: { total: number; salePrice: number | null; lines: readonly { priceOnRequest: boolean }[] },
  money: (amount: number) => string,
): string {
  if (enquiry.salePrice !== null) return `${money(enquiry.salePrice)} (sold)`;
  if (!enquiry.lines.some((line) => line.priceOnRequest)) return money(enquiry.total);
  return enquiry.total > 0 ? `${money(enquiry.total)} + ${ON_REQUEST_TOTAL}` : ON_REQUEST_TOTAL;
}
