import { Description, Field, Label, Switch } from '@headlessui/react';

interface SettingSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a switch named by its label (and described by a line under it). */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <Field disabled={disabled} className="flex items-start gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative mt-0.5 inline-flex h-5 w-9 shrink-0 rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 data-disabled:opacity-50"
      >
        <span aria-hidden="true" className="m-0.5 size-4 rounded-full bg-white shadow transition group-data-checked:translate-x-4" />
      </Switch>
      <div className="text-sm">
        <Label className="font-medium text-slate-800">{label}</Label>
        {description && <Description className="text-slate-600">{description}</Description>}
      </div>
    </Field>
  );
}
