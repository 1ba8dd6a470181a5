import { type Availability, canEnquire, workAvailability } from '#shared/inventory';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';

/**
 * The rules of the artwork page in one place: a work reads as sold when every size is sold; sold and not-for-sale
 * works take neither cart nor enquiry (a sold one points to similar works instead); on hold stays open.
 */

type Work = Pick<ShopItemDetail, 'availability' | 'size_price_info'>;

export const workState = (item: Work): Availability => workAvailability(item.availability, item.size_price_info);

/** Whether the work can go in the cart or be enquired about (the two go together). */
export const isOpen = (item: Work) => canEnquire(workState(item));

/** The sizes a visitor may still pick: those not sold or withdrawn. */
export const openSizes = (item: Work) =>
  item.size_price_info.flatMap((size, index) => (canEnquire(size.availability) ? [{ ...size, index }] : []));
