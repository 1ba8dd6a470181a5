import { AVAILABILITY_LABEL, type Availability, canEnquire, priceOnRequest, workAvailability } from './inventory.ts';
import { formatEuros } from './money.ts';

// One rule for every printed price a visitor can get: the artwork page's printout and its tear sheet (issue 31).

type Size = { size: string; price: number | null; availability: Availability };
type Work = { availability: Availability; price_on_request: boolean; size_price_info: readonly Size[] };

/** A size's price, 'Price on request', or the state that keeps it from being had. */
export type PriceSays = { price: number } | { onRequest: true } | { state: Availability };

/**
 * What the public artwork page would say of each size: a sold or not-for-sale work says no price at all, as its
 * page shows none. The public answer has already withheld the amounts of a work on request (null), and a null
 * price is never written as a number.
 */
export function publicPriceLines(work: Work): { size: string; says: PriceSays }[] {
  if (!canEnquire(workAvailability(work.availability, work.size_price_info))) return [];
  return work.size_price_info.map((size) => ({
    size: size.size,
    says: !canEnquire(size.availability)
      ? { state: size.availability }
      : work.price_on_request || size.price === null
        ? { onRequest: true }
        : { price: size.price },
  }));
}

export function priceWords(says: PriceSays): string {
  if ('state' in says) return AVAILABILITY_LABEL[says.state];
  if ('onRequest' in says) return priceOnRequest();
  return formatEuros(says.price);
}
