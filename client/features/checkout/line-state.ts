import type { Availability, Edition } from '#shared/inventory';
import { formatCents, toCents } from '#shared/money';
import type { CartLine } from '../cart/stored-cart.ts';
import { CHECKOUT_TEXTS, priceChanged, worksOnRequest } from './texts.ts';

/** The price shown is always the server's; one kept in the browser is only compared with it. */

export type LineFacts = {
  slug: string;
  availability: Availability;
  price_on_request: boolean;
  edition: Edition;
  sizes: readonly { size: string; price: number | null; availability: Availability }[];
};

export type LineView =
  | { state: 'checking' }
  | { state: 'blocked'; reason: string }
  | {
      state: 'open';
      /** Null: the price is on request. */
      unitCents: number | null;
      note: string | null;
      remark: string | null;
      maxQuantity: number;
    };

export function lineView(line: CartLine, facts: LineFacts | undefined, loaded: boolean, maxQuantity: number): LineView {
  if (!facts) return loaded ? { state: 'blocked', reason: CHECKOUT_TEXTS.unknownWork } : { state: 'checking' };
  if (facts.availability === 'sold') return { state: 'blocked', reason: CHECKOUT_TEXTS.sold };
  if (facts.availability === 'not_for_sale') return { state: 'blocked', reason: CHECKOUT_TEXTS.notForSale };
  const size = facts.sizes.find((s) => s.size === line.sizeOption);
  if (!size) return { state: 'blocked', reason: CHECKOUT_TEXTS.sizeGone };
  if (size.availability === 'sold' || size.availability === 'not_for_sale') {
    return { state: 'blocked', reason: CHECKOUT_TEXTS.sizeSold };
  }
  const unitCents = facts.price_on_request || size.price === null ? null : toCents(size.price);
  const stored = toCents(line.price);
  const note =
    unitCents !== null && unitCents !== stored ? priceChanged(formatCents(stored), formatCents(unitCents)) : null;
  const unique = facts.edition === 'unique';
  const onHold = facts.availability === 'on_hold' || size.availability === 'on_hold';
  const remark = unique ? CHECKOUT_TEXTS.unique : onHold ? CHECKOUT_TEXTS.onHold : null;
  return { state: 'open', unitCents, note, remark, maxQuantity: unique ? 1 : maxQuantity };
}

export type CartTotal = { cents: number; priced: number; onRequest: number };

export function cartTotal(lines: readonly { unitCents: number | null; quantity: number }[]): CartTotal {
  let cents = 0;
  let priced = 0;
  let onRequest = 0;
  for (const line of lines) {
    if (line.unitCents === null) onRequest += 1;
    else {
      cents += line.unitCents * line.quantity;
      priced += 1;
    }
  }
  return { cents, priced, onRequest };
}

export function totalText(total: CartTotal): string {
  if (total.onRequest === 0) return formatCents(total.cents);
  if (total.priced === 0) return worksOnRequest(total.onRequest);
  return `${formatCents(total.cents)} + ${worksOnRequest(total.onRequest)}`;
}

export const subtotalText = (unitCents: number | null, quantity: number) =>
  unitCents === null ? CHECKOUT_TEXTS.priceOnRequest : formatCents(unitCents * quantity);
