import { type Availability, CHECKOUT_REFUSAL, type Edition, workAvailability } from '../../shared/inventory.ts';

// Whatever the browser's cart says; pure, so the rules are tested without a database.

export type LineFacts = {
  index: number;
  title: string;
  itemId: number;
  quantity: number;
  item: { availability: Availability; edition: Edition };
  size: { size: string; availability: Availability };
  allSizes: { availability: Availability }[];
};

export type Refusal = { msg: string; path: string };

function stateRefusal(line: LineFacts): string | undefined {
  const state = workAvailability(line.item.availability, line.allSizes);
  if (state === 'sold') return CHECKOUT_REFUSAL.sold(line.title);
  if (state === 'not_for_sale') return CHECKOUT_REFUSAL.notForSale(line.title);
  if (line.size.availability === 'sold') return CHECKOUT_REFUSAL.sizeSold(line.title, line.size.size);
  if (line.size.availability === 'not_for_sale') return CHECKOUT_REFUSAL.sizeNotForSale(line.title, line.size.size);
  return undefined;
}

export function refuseLines(lines: LineFacts[]): Refusal[] {
  const refusals: Refusal[] = [];
  const uniqueCount = new Map<number, number>();
  for (const line of lines) {
    const state = stateRefusal(line);
    if (state) {
      refusals.push({ msg: state, path: `cart.${line.index}.slug` });
      continue;
    }
    if (line.item.edition !== 'unique') continue;
    const count = (uniqueCount.get(line.itemId) ?? 0) + line.quantity;
    uniqueCount.set(line.itemId, count);
    if (count > 1) refusals.push({ msg: CHECKOUT_REFUSAL.unique(line.title), path: `cart.${line.index}.quantity` });
  }
  return refusals;
}
