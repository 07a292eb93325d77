import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { builtParts, isModuleBuilt, VPC_MODULE_KEYS, type VpcModuleKey } from '../../../common/access';
import { withFlag, type OrgRoleFeature } from '../../../common/org-roles';
import { MODULE_LABELS, PART_LABELS } from './feature-labels';

interface FeatureTreeProps {
  value: OrgRoleFeature;
  onChange: (feature: OrgRoleFeature) => void;
  disabled?: boolean;
}

const partOn = (feature: OrgRoleFeature, module: VpcModuleKey, part: string) =>
  (feature[module] as unknown as Record<string, { enabled: boolean }>)[part]?.enabled === true;

/**
 * A module's box: its built parts all on or all off (the module's own flag when it has none). The
 * flags of parts this server has not built are left as stored.
 */
function withModule(feature: OrgRoleFeature, module: VpcModuleKey, on: boolean): OrgRoleFeature {
  const parts = builtParts(module);
  return parts.length === 0 ? withFlag(feature, module, undefined, on) : parts.reduce((next, part) => withFlag(next, module, part, on), feature);
}

/**
 * A role's modules and their parts as a checkbox tree, only those this server has built
 * (common/access/built.ts); a module's box checks or clears its parts.
 */
export function FeatureTree({ value, onChange, disabled }: FeatureTreeProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{t`Modules this role opens`}</legend>
      {VPC_MODULE_KEYS.filter(isModuleBuilt).map((module) => {
        const parts = builtParts(module);
        const onCount = parts.filter((part) => partOn(value, module, part)).length;
        const checked = parts.length ? onCount === parts.length : value[module].enabled;
        const mixed = parts.length > 0 && onCount > 0 && onCount < parts.length;
        return (
          <div key={module} className="rounded-md border border-slate-200 p-3">
            <Checkbox
              label={i18n._(MODULE_LABELS[module])}
              checked={checked}
              mixed={mixed}
              strong
              onChange={(on) => onChange(withModule(value, module, on))}
            />
            {parts.length > 0 && (
              <fieldset aria-label={i18n._(MODULE_LABELS[module])} className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 pl-6 lg:grid-cols-3">
                {parts.map((part) => (
                  <Checkbox
                    key={part}
                    label={i18n._(PART_LABELS[`${module}.${part}`]!)}
                    checked={partOn(value, module, part)}
                    onChange={(on) => onChange(withFlag(value, module, part, on))}
                  />
                ))}
              </fieldset>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  /** Some parts on, some off (shown and announced as mixed). */
  mixed?: boolean;
  strong?: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ label, checked, mixed = false, strong = false, onChange }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => { if (ref.current) ref.current.indeterminate = mixed; }, [mixed]);
  return (
    <label className={`flex items-center gap-2 text-sm ${strong ? 'font-medium text-slate-900' : 'text-slate-700'}`}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      {label}
    </label>
  );
}
