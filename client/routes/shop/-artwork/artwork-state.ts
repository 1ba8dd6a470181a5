import { type Availability, canEnquire, workAvailability } from '#shared/inventory';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';

/** A work reads as sold when every size is sold; sold and not-for-sale works take neither cart nor enquiry. */

type Work = Pick<ShopItemDetail, 'availability' | 'size_price_info'>;

export const workState = (item: Work): Availability => workAvailability(item.availability, item.size_price_info);

export const openSizes = (item: Work) =>
  item.size_price_info.flatMap((size, index) => (canEnquire(size.availability) ? [{ ...size, index }] : []));
