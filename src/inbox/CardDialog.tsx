// "Card" in the composer (issue 17): the card builder of the broadcast editor (src/cards/) in a dialog,
// checked live with the shared card rules for the customer's platform (common/message-content.ts
// templateProblem, the same the server applies), then sent through the outbox like any message.
import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Platform } from '../../common/contracts/base';
import type { TemplateData } from '../../common/contracts/message-data';
import { CARD_LIMITS, templateProblem } from '../../common/message-content';
import { CardBuilder, type CardSet } from '../cards/CardBuilder';
import { newCardSet, templateDataOf, type CardSetKind } from '../cards/card-sets';
import { problemText } from '../cards/problem-text';
import { ShownUrlContext, type ShownUrls } from '../cards/shown-url';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';
import type { Uploader } from '../uploads/upload-client';
import { PLATFORM_LABELS } from './platforms';

const KINDS: readonly CardSetKind[] = ['buttons', 'carousel', 'confirm'];
const KIND_LABELS: Record<CardSetKind, MessageDescriptor> = { buttons: msg`Card`, carousel: msg`Carousel`, confirm: msg`Confirm` };

/** What the agent is building: the kind shown and what was built for each kind (switching loses nothing). */
interface CardDraft {
  kind: CardSetKind;
  sets: Partial<Record<CardSetKind, CardSet>>;
}
const newDraft = (): CardDraft => ({ kind: 'buttons', sets: {} });

/**
 * The Card button and its dialog. What is built stays while the conversation is open (closing the
 * dialog keeps it) and is cleared once the card is in the outbox; `onSend` resolves then, or rejects
 * (after telling the agent) and the card stays.
 */
export function CardAction({ orgId, platform, blockedBy, onSend, upload }: {
  orgId: string;
  platform: Platform;
  /** The id of the notice saying why nothing can be sent now (the messaging window): Send waits. */
  blockedBy?: string;
  onSend: (card: TemplateData) => Promise<void>;
  upload?: Uploader;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(newDraft);
  const [shownUrls, setShownUrls] = useState<Record<string, string>>({});
  const shown = useMemo<ShownUrls>(() => ({
    shownUrl: (url) => shownUrls[url] ?? url,
    remember: (url, signedUrl) => setShownUrls((current) => ({ ...current, [url]: signedUrl })),
  }), [shownUrls]);

  async function send(card: TemplateData) {
    await onSend(card);
    setDraft(newDraft());
    setOpen(false);
  }

  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t`Card`}
      </button>
      {open && (
        <ShownUrlContext value={shown}>
          <CardDialog orgId={orgId} platform={platform} blockedBy={blockedBy} draft={draft} onDraft={setDraft}
            onClose={() => setOpen(false)} onSend={send} upload={upload} />
        </ShownUrlContext>
      )}
    </>
  );
}

function CardDialog({ orgId, platform, blockedBy, draft, onDraft, onClose, onSend, upload }: {
  orgId: string;
  platform: Platform;
  blockedBy?: string;
  draft: CardDraft;
  onDraft: (draft: CardDraft) => void;
  onClose: () => void;
  onSend: (card: TemplateData) => Promise<void>;
  upload?: Uploader;
}) {
  const { t, i18n } = useLingui();
  const kindGroup = useId();
  const rulesId = useId();
  const blockedId = useId();
  const [sending, setSending] = useState(false);
  const set = draft.sets[draft.kind] ?? newCardSet(draft.kind);
  const card = templateDataOf(set);
  const problem = templateProblem(card, platform);
  // Nothing is said about an empty card until the agent starts on it.
  const started = JSON.stringify(set) !== JSON.stringify(newCardSet(draft.kind));
  const platformName = i18n._(PLATFORM_LABELS[platform]);
  const titleMax = platform === 'whatsapp' ? CARD_LIMITS.whatsappTitle : CARD_LIMITS.title;
  const buttonMax = draft.kind === 'confirm' ? CARD_LIMITS.confirmText : CARD_LIMITS.buttonTitle;
  const subtitleMax = CARD_LIMITS.subtitle;

  async function send() {
    if (problem || blockedBy || sending) return;
    setSending(true);
    try {
      await onSend(card);
    } catch {
      // The card stays in the dialog: the caller has said why it could not be queued.
      setSending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Send a card`}
      actions={(
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Close`}</button>
          <button type="button" className={primaryButton} onClick={() => void send()} disabled={Boolean(problem || blockedBy) || sending}
            aria-describedby={blockedBy ? blockedId : undefined}>
            {t`Send card`}
          </button>
        </>
      )}
    >
      <div className="flex flex-col gap-3 text-sm">
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-1 text-xs font-medium text-slate-700">{t`Kind of card`}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-1">
              <input type="radio" name={kindGroup} value={kind} checked={draft.kind === kind}
                onChange={() => onDraft({ ...draft, kind })} />
              {i18n._(KIND_LABELS[kind])}
            </label>
          ))}
        </fieldset>
        <p id={rulesId} className="text-xs text-slate-600">
          {t`Checked with the card rules of ${platformName}: titles up to ${titleMax} characters, subtitles up to ${subtitleMax}, button titles up to ${buttonMax}.`}
        </p>
        {blockedBy && (
          <output id={blockedId} className="block rounded-md bg-amber-50 p-2 text-xs text-amber-900">
            {t`The customer's messaging window does not take this message now (see the notice under the messages). The card stays here until it can go.`}
          </output>
        )}
        <CardBuilder orgId={orgId} upload={upload} value={set}
          problem={started && problem ? problemText(i18n, problem) : undefined}
          onChange={(next) => onDraft({ ...draft, sets: { ...draft.sets, [draft.kind]: next } })} />
      </div>
    </Modal>
  );
}
