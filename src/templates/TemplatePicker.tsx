import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { TemplateData } from '../../common/contracts/message-data';
import type { TemplateRecord } from '../../local/records';
import { CARD_KIND_LABELS } from '../cards/CardKindField';
import { getSync } from '../data/sync-client';
import { useDebounced } from '../customer-panel/use-debounced';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { secondaryButton } from '../ui/buttons';
import { TemplateForm } from './TemplateForm';
import { organizationTemplates } from '../../local/templates-queries';

/** The server is asked once the agent stops typing (the search debounce of 02 §9). */
export const TEMPLATE_SEARCH_DELAY_MS = 600;

const linkButton = 'rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

interface TemplatePickerProps {
  orgId: string;
  /** Puts the template's text into the editor. */
  onInsert: (content: string) => void;
  /**
   * Sends a card template as a card (the composer's card send: the outbox, the message tag); without
   * it card templates are not listed. `blockedBy` names the notice saying why nothing can go now.
   */
  cards?: { onSend: (card: TemplateData) => Promise<void>; blockedBy?: string };
}

/**
 * The reply templates of the organization: search, insert a text into the editor or send a card, add
 * and remove. The list comes from IndexedDB (works offline) and is refreshed from the server while online.
 */
export function TemplatePicker({ orgId, onInsert, cards }: TemplatePickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<TemplateRecord | null>(null);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, TEMPLATE_SEARCH_DELAY_MS);
  const stored = useLiveQuery(() => organizationTemplates(orgId, keyword), [orgId, keyword]);
  const templates = cards ? stored : stored?.filter((template) => !template.card);
  const [sending, setSending] = useState(false);
  const removingName = removing?.name ?? '';

  useEffect(() => {
    // Offline the stored templates show as they are (the call just fails).
    if (open) getSync().queryTemplates(orgId, settled.trim()).catch(() => undefined);
  }, [open, orgId, settled]);

  function close() {
    setOpen(false);
    setCreating(false);
    setKeyword('');
  }

  async function pick(template: TemplateRecord) {
    if (!template.card) {
      onInsert(template.content);
      close();
      return;
    }
    if (!cards || cards.blockedBy || sending) return;
    setSending(true);
    try {
      await cards.onSend(template.card);
      close();
    } catch {
      // The composer has said why the card could not be queued; the picker stays open.
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" className={secondaryButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t`Templates`}
      </button>
      <Modal open={open} onClose={close} title={t`Reply templates`}>
        {creating ? (
          <TemplateForm
            orgId={orgId}
            onCancel={() => setCreating(false)}
            onSave={async (input) => {
              await getSync().saveTemplate({ orgId, ...input });
              setCreating(false);
            }}
          />
        ) : (
          <div className="space-y-3">
            <div className="flex items-end gap-2">
              <TextField className="flex-1" type="search" label={t`Search templates`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
              <button type="button" className={secondaryButton} onClick={() => setCreating(true)}>{t`New template`}</button>
            </div>
            {templates?.length === 0 && <p className="text-sm text-slate-500">{keyword.trim() ? t`No templates match.` : t`No templates yet.`}</p>}
            <ul aria-label={t`Templates`} className="divide-y divide-slate-100">
              {templates?.map((template) => {
                const name = template.name;
                const card = template.card;
                return (
                  <li key={template.objectId} className="flex items-start gap-2 py-2">
                    <button
                      type="button"
                      className="min-w-0 flex-1 rounded px-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
                      aria-label={card ? t`Send card template ${name}` : t`Insert template ${name}`}
                      disabled={card ? Boolean(cards?.blockedBy) || sending : false}
                      aria-describedby={card ? cards?.blockedBy : undefined}
                      onClick={() => void pick(template)}
                    >
                      <span className="block text-sm font-medium text-slate-900">{template.name}</span>
                      {card
                        ? <CardPreview card={card} />
                        : <span className="block truncate text-xs text-slate-500">{template.content}</span>}
                    </button>
                    <button type="button" className={linkButton} aria-label={t`Remove template ${name}`} onClick={() => setRemoving(template)}>
                      {t`Remove`}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {/* Nested, so it stacks on the picker (Headless UI nested dialogs). */}
        <ConfirmDeleteDialog
          open={removing !== null}
          title={t`Remove template`}
          description={t`Remove the template “${removingName}”? Agents can no longer insert it.`}
          onConfirm={async () => {
            if (removing) await getSync().removeTemplate(orgId, removing.objectId);
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
          errorText={() => t`The template could not be removed. Check your connection and try again.`}
        />
      </Modal>
    </>
  );
}

/** A card template in the list: its kind, its first card's title and buttons, how many cards. */
function CardPreview({ card }: { card: TemplateData }) {
  const { t, i18n } = useLingui();
  const first = card.elements[0];
  const count = card.elements.length;
  return (
    <span className="mt-1 flex max-w-full flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 p-2 text-xs text-slate-700">
      <span className="font-medium text-indigo-700">
        {i18n._(CARD_KIND_LABELS[card.templateType])}
        {card.templateType === 'carousel' && ` · ${t`${count} cards`}`}
      </span>
      {first && <span className="truncate font-semibold text-slate-900">{first.title}</span>}
      {first?.subtitle && <span className="truncate">{first.subtitle}</span>}
      {first && first.buttons.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {first.buttons.map((button, index) => (
            <span key={index} className="rounded border border-slate-200 bg-white px-1 text-indigo-700">{button.title}</span>
          ))}
        </span>
      )}
    </span>
  );
}
