// The card image heights (01 §5, 03 §5: 960 wide, and 960, 1553 or 500 high) as a person says a choice,
// in the active language: "960, 1553, or 500", "960、1553、または500", "960、1553或500".
import { CARD_IMAGE_HEIGHTS } from '../../common/broadcast-content';

export function heightChoices(locale: string, heights: readonly (number | string)[] = CARD_IMAGE_HEIGHTS): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(heights.map(String));
}
