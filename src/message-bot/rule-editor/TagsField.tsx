import { useLingui } from '@lingui/react/macro';
import { BOT_RULE_TAGS_MAX } from '../../../common/message-bot';
import { addTagToInput } from '../../../common/notes-tags';
import { TagInput } from '../../customer-panel/TagInput';

/** A rule's tag condition: the tag input with the organization's tags as candidates, then the chosen tags as chips. */
export function TagsField({ orgId, label, inputLabel, tags, onChange, invalid }: {
  orgId: string;
  label: string;
  inputLabel: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  invalid?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <TagInput orgId={orgId} label={inputLabel} invalid={invalid} canAdd={tags.length < BOT_RULE_TAGS_MAX}
        onConfirm={(text) => onChange(addTagToInput(tags, text, BOT_RULE_TAGS_MAX))} />
      {tags.length > 0 && (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs text-indigo-900">
              <span>{tag}</span>
              <button type="button" aria-label={t`Remove tag ${tag}`} onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full px-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
