import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import { PLATFORMS } from '../../common/enums';
import { PLATFORM_LABELS } from '../inbox/platforms';

interface PlatformsFieldProps {
  chosen: readonly Platform[];
  /** The chosen platforms, always in PLATFORMS' order. */
  onChange: (platforms: Platform[]) => void;
  /** Under the checkboxes: a problem with the choice, or a note. */
  children?: ReactNode;
}

/** The platforms a rule listens on: a checkbox each, in a group named "Platforms". */
export function PlatformsField({ chosen, onChange, children }: PlatformsFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t`Platforms`}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {PLATFORMS.map((platform) => (
          <label key={platform} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={chosen.includes(platform)}
              onChange={(event) => onChange(event.target.checked
                ? PLATFORMS.filter((one) => one === platform || chosen.includes(one))
                : chosen.filter((one) => one !== platform))}
            />
            {i18n._(PLATFORM_LABELS[platform])}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
