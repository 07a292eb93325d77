import { TextField } from '../../cards/fields';
import { SettingSwitch } from '../../ui/SettingSwitch';

/** A way to reach the shop (phone, e-mail, address) with whether customers see it. */
export function ContactField({ label, visibleLabel, value, maxLength, onChange }: {
  label: string;
  /** The switch's name ("Show the phone number to customers"). */
  visibleLabel: string;
  value: { value: string; visible: boolean };
  maxLength: number;
  onChange: (value: { value: string; visible: boolean }) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextField label={label} value={value.value} maxLength={maxLength} onChange={(text) => onChange({ ...value, value: text })} />
      <SettingSwitch label={visibleLabel} checked={value.visible} onChange={(visible) => onChange({ ...value, visible })} />
    </div>
  );
}
