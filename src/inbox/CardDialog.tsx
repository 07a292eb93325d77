// "Card" in the composer (issue 17): the card builder of the broadcast editor (src/cards/) in a dialog,
// checked live with the shared card rules for the customer's platform (common/message-content.ts
// templateProblem, the same the server applies), then sent through the outbox like any message.
import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import type { TemplateData } from '../../common/contracts/message-data';
import { CARD_LIMITS, templateProblem } from '../../common/message-content';
import { CardBuilder } from '../cards/CardBuilder';
import { templateDataOf } from '../cards/card-sets';
import { CardKindField, draftSet, draftStarted, newCardDraft, withDraftSet, type CardDraft } from '../cards/CardKindField';
import { problemText } from '../cards/problem-text';
import { ShownUrlContext, type ShownUrls } from '../cards/shown-url';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';
import type { Uploader } from '../uploads/upload-client';
import { PLATFORM_LABELS } from './platforms';

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
  const [draft, setDraft] = useState(newCardDraft);
  const [shownUrls, setShownUrls] = useState<Record<string, string>>({});
  const shown = useMemo<ShownUrls>(() => ({
    shownUrl: (url) => shownUrls[url] ?? url,
    remember: (url, signedUrl) => setShownUrls((current) => ({ ...current, [url]: signedUrl })),
  }), [shownUrls]);

  async function send(card: TemplateData) {
    await onSend(card);
    setDraft(newCardDraft());
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
  const rulesId = useId();
  const blockedId = useId();
  const [sending, setSending] = useState(false);
  const set = draftSet(draft);
  const card = templateDataOf(set);
  const problem = templateProblem(card, platform);
  const started = draftStarted(draft);
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
        <CardKindField draft={draft} onDraft={onDraft} />
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
          onChange={(next) => onDraft(withDraftSet(draft, next))} />
      </div>
    </Modal>
  );
}
