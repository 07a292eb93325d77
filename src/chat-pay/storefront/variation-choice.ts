// Choosing a variation from a product's spec options (03 §3, §5: one variation per combination): what
// is chosen at first, which variation a choice names, and which options sell out whatever else is chosen.
import { effectiveSpecs, type Spec, type VariationAttribute } from '../../../common/chat-pay';
import type { PublicProduct } from '../../../common/contracts/chat-pay';

export type PublicVariation = PublicProduct['variations'][number];
/** Spec name → chosen option. */
export type Choice = Record<string, string>;

const optionOf = (attributes: readonly VariationAttribute[], spec: string) =>
  attributes.find((attribute) => attribute.name === spec)?.option;

/** The specs a customer chooses by: the product's own, or the one default spec when it has none. */
export function choosableSpecs(product: Pick<PublicProduct, 'specs'>): Spec[] {
  return effectiveSpecs(product.specs);
}

/** The variation a full choice names; undefined while an option is missing or no variation has it. */
export function variationFor(product: Pick<PublicProduct, 'specs' | 'variations'>, choice: Choice): PublicVariation | undefined {
  const specs = choosableSpecs(product);
  return product.variations.find((variation) => specs.every((spec) => optionOf(variation.attributes, spec.name) === choice[spec.name]));
}

/** The first choice: the first variation in stock (the first variation when none is). */
export function initialChoice(product: Pick<PublicProduct, 'specs' | 'variations'>): Choice {
  const first = product.variations.find((variation) => variation.stock_quantity > 0) ?? product.variations[0];
  const choice: Choice = {};
  for (const spec of choosableSpecs(product)) {
    const option = first ? optionOf(first.attributes, spec.name) : undefined;
    choice[spec.name] = option ?? spec.options[0] ?? '';
  }
  return choice;
}

/** An option no variation in stock has: it cannot be bought, whatever the other specs are. */
export function soldOut(product: Pick<PublicProduct, 'variations'>, spec: string, option: string): boolean {
  return !product.variations.some((variation) => variation.stock_quantity > 0 && optionOf(variation.attributes, spec) === option);
}
