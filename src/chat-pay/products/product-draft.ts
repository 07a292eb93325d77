// A product as the editor holds it: specs as typed (options separated by commas), one variation per
// combination of the specs' options (common/chat-pay.ts: the default spec 規格 / 預設 when there is none,
// new variations with no sku, no stock, price 0 and no sale price), numbers as typed; what it saves, and
// what keeps it from saving.
import {
  DEFAULT_PRODUCT_STATUS, minorAmountOf, PRODUCT_SPECS_MAX, SPEC_OPTIONS_MAX, SPEC_TEXT_MAX, STOCK_MAX, VARIATIONS_MAX, repeatedSku, variationsForSpecs,
  type Currency, type ProductStatus, type Spec, type VariationFields,
} from '../../../common/chat-pay';
import type { Product, ProductFields, Variation } from '../../../common/contracts/chat-pay';
import { moneyText } from '../money';

export interface SpecDraft { name: string; options: string }
export interface VariationDraft {
  /** The variation as generated or loaded: its id and attributes (its numbers are the typed texts below). */
  fields: VariationFields;
  sku: string;
  stock: string;
  regularPrice: string;
  salePrice: string;
}
export interface ProductDraft {
  status: ProductStatus;
  title: string;
  desc: string;
  images: string[];
  specs: SpecDraft[];
  attributes: Product['attributes'];
  variations: VariationDraft[];
}

/** Options are typed separated by commas (also the Chinese ， and 、). */
export const optionsOf = (typed: string): string[] => [...new Set(typed.split(/[,，、]/).map((option) => option.trim()).filter(Boolean))];

/** The specs that make variations: those with a name and at least one option. */
export const specsOf = (drafts: readonly SpecDraft[]): Spec[] =>
  drafts.map((spec) => ({ name: spec.name.trim(), options: optionsOf(spec.options) })).filter((spec) => spec.name !== '' && spec.options.length > 0);

function variationDraftOf(fields: VariationFields): VariationDraft {
  return {
    fields,
    sku: fields.sku,
    stock: String(fields.stock_quantity),
    regularPrice: moneyText(fields.regular_price, fields.currency),
    salePrice: fields.sale_price === undefined ? '' : moneyText(fields.sale_price, fields.currency),
  };
}

/** The variations for the draft's specs: those typed into already where the combination stays, new ones elsewhere. */
export function withVariations(draft: ProductDraft, currency: Currency): ProductDraft {
  const byFields = new Map(draft.variations.map((variation) => [variation.fields, variation]));
  const fields = variationsForSpecs(specsOf(draft.specs), draft.variations.map((variation) => variation.fields), currency);
  return { ...draft, variations: fields.map((one) => byFields.get(one) ?? variationDraftOf(one)) };
}

export function newProductDraft(currency: Currency): ProductDraft {
  return withVariations({ status: DEFAULT_PRODUCT_STATUS, title: '', desc: '', images: [], specs: [], attributes: [], variations: [] }, currency);
}

export function productDraftOf(product: Product): ProductDraft {
  return {
    status: product.status,
    title: product.title,
    desc: product.desc,
    images: [...product.images],
    specs: product.specs.map((spec) => ({ name: spec.name, options: spec.options.join(', ') })),
    attributes: product.attributes,
    variations: product.variations.map(variationDraftOf),
  };
}

/** What keeps a part of the form from saving. */
export type VariationProblem = 'sku' | 'stock' | 'regularPrice' | 'salePrice' | 'saleAboveRegular' | 'duplicateSku';
export interface ProductProblems {
  title?: 'missing';
  specs?: 'unnamed' | 'tooMany' | 'tooManyOptions' | 'tooLong' | 'repeated' | 'tooManyVariations';
  /** By the variation's index. */
  variations: Record<number, VariationProblem[]>;
}

function variationOf(draft: VariationDraft): Variation | VariationProblem[] {
  const { currency } = draft.fields;
  const sku = draft.sku.trim();
  const stock = /^\d+$/.test(draft.stock.trim()) ? Number(draft.stock.trim()) : undefined;
  const regular = minorAmountOf(draft.regularPrice, currency);
  const sale = draft.salePrice.trim() === '' ? null : minorAmountOf(draft.salePrice, currency);
  const problems: VariationProblem[] = [];
  if (sku.length > 64) problems.push('sku');
  if (stock === undefined || stock > STOCK_MAX) problems.push('stock');
  if (regular === undefined) problems.push('regularPrice');
  if (sale === undefined) problems.push('salePrice');
  else if (sale !== null && regular !== undefined && sale > regular) problems.push('saleAboveRegular');
  if (problems.length > 0 || stock === undefined || regular === undefined || sale === undefined) return problems;
  return {
    id: draft.fields.id, sku, stock_quantity: stock, regular_price: regular, ...(sale === null ? {} : { sale_price: sale }),
    currency, attributes: draft.fields.attributes,
  };
}

function specsProblem(drafts: readonly SpecDraft[], variationCount: number): ProductProblems['specs'] {
  if (drafts.length > PRODUCT_SPECS_MAX) return 'tooMany';
  if (drafts.some((spec) => spec.name.trim() === '' && optionsOf(spec.options).length > 0)) return 'unnamed';
  const specs = specsOf(drafts);
  if (specs.some((spec) => spec.options.length > SPEC_OPTIONS_MAX)) return 'tooManyOptions';
  if (specs.some((spec) => spec.name.length > SPEC_TEXT_MAX || spec.options.some((option) => option.length > SPEC_TEXT_MAX))) return 'tooLong';
  if (new Set(specs.map((spec) => spec.name)).size !== specs.length) return 'repeated';
  return variationCount > VARIATIONS_MAX ? 'tooManyVariations' : undefined;
}

export type ProductCheck = { ok: true; fields: ProductFields } | { ok: false; problems: ProductProblems };

/** The product to save, or what is wrong where. A sku typed twice is marked at both variations. */
export function checkProduct(draft: ProductDraft): ProductCheck {
  const problems: ProductProblems = { variations: {} };
  if (draft.title.trim() === '') problems.title = 'missing';
  problems.specs = specsProblem(draft.specs, draft.variations.length);
  if (!problems.specs) delete problems.specs;
  const variations: Variation[] = [];
  draft.variations.forEach((one, index) => {
    const checked = variationOf(one);
    if (Array.isArray(checked)) problems.variations[index] = checked;
    else variations.push(checked);
  });
  const repeated = repeatedSku(draft.variations.map((one) => ({ sku: one.sku.trim() })));
  if (repeated !== undefined) {
    draft.variations.forEach((one, index) => {
      if (one.sku.trim() === repeated) problems.variations[index] = [...(problems.variations[index] ?? []), 'duplicateSku'];
    });
  }
  if (problems.title || problems.specs || Object.keys(problems.variations).length > 0) return { ok: false, problems };
  return {
    ok: true,
    fields: {
      status: draft.status, title: draft.title.trim(), desc: draft.desc, images: draft.images,
      specs: specsOf(draft.specs), attributes: draft.attributes, variations,
    },
  };
}
