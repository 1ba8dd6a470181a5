/** SPEC 9: shop card titles longer than 50 characters are cut to 51 characters plus an ellipsis. */
export const CARD_TITLE_LIMIT = 50;

export function cardTitle(title: string): string {
  return title.length > CARD_TITLE_LIMIT ? `${title.slice(0, CARD_TITLE_LIMIT + 1)}...` : title;
}
