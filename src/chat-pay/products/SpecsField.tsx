import { useLingui } from '@lingui/react/macro';
import { PRODUCT_SPECS_MAX, SPEC_OPTIONS_MAX, SPEC_TEXT_MAX } from '../../../common/chat-pay';
import { TextField } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';
import type { ProductProblems, SpecDraft } from './product-draft';

/** The specs a product sells by (colour, size, …), each a name and its options; every combination is a variation. */
export function SpecsField({ specs, problem, onChange }: { specs: SpecDraft[]; problem: ProductProblems['specs']; onChange: (specs: SpecDraft[]) => void }) {
  const { t } = useLingui();
  const change = (index: number, next: SpecDraft) => onChange(specs.map((one, at) => (at === index ? next : one)));
  const problems: Record<NonNullable<ProductProblems['specs']>, string> = {
    unnamed: t`Name each spec that has options.`,
    tooMany: t`A product has at most ${PRODUCT_SPECS_MAX} specs.`,
    tooManyOptions: t`A spec has at most ${SPEC_OPTIONS_MAX} options.`,
    tooLong: t`Spec names and options have at most ${SPEC_TEXT_MAX} characters.`,
    repeated: t`Two specs have the same name.`,
    tooManyVariations: t`These specs make too many combinations. Use fewer options.`,
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900">{t`Specs`}</legend>
      <p className="text-xs text-slate-600">{t`Without a spec, the product has one variation. Each combination of the specs' options is a variation.`}</p>
      {specs.map((spec, index) => {
        const place = index + 1;
        return (
          <fieldset key={index} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
            <legend className="sr-only">{t`Spec ${place}`}</legend>
            <TextField label={t`Name of spec ${place}`} value={spec.name} placeholder={t`Colour`} onChange={(name) => change(index, { ...spec, name })} />
            <TextField label={t`Options of spec ${place}`} value={spec.options} placeholder={t`Red, Blue`} hint={t`Separate options with commas.`}
              onChange={(options) => change(index, { ...spec, options })} />
            <button type="button" className={secondaryButton} onClick={() => onChange(specs.filter((_, at) => at !== index))}>{t`Remove spec ${place}`}</button>
          </fieldset>
        );
      })}
      {problem && <p role="alert" className="text-xs text-red-700">{problems[problem]}</p>}
      {specs.length < PRODUCT_SPECS_MAX && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => onChange([...specs, { name: '', options: '' }])}>{t`Add spec`}</button>
      )}
    </fieldset>
  );
}
