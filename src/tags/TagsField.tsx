import { useLingui } from '@lingui/react/macro';
import { addTagToInput } from '../../common/notes-tags';
import { TagInput } from '../customer-panel/TagInput';
import { Chips } from '../ui/Chips';

/**
 * A rule's list of tags (message keywords' tags to add or remove, the message bot's required and
 * excluded tags): the tag input with the organization's tags as candidates, then the chosen tags as chips.
 */
export function TagsField({ orgId, label, inputLabel, tags, max, onChange, invalid }: {
  orgId: string;
  label: string;
  inputLabel: string;
  tags: string[];
  max: number;
  onChange: (tags: string[]) => void;
  invalid?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <TagInput orgId={orgId} label={inputLabel} invalid={invalid} canAdd={tags.length < max} onConfirm={(text) => onChange(addTagToInput(tags, text, max))} />
      <Chips label={label} items={tags} removeLabel={(tag) => t`Remove tag ${tag}`} onRemove={(tag) => onChange(tags.filter((other) => other !== tag))} />
    </div>
  );
}
