// broadcast/{orgId}/new (?resendTaskId=… resends one broadcast's failures) and
// broadcast/{orgId}/{taskId}/edit: the audience with its live count, up to 5 messages with the shared
// content rules, the per-platform preview, timing and options. The work is kept in this tab as it is
// typed (a reload finds it); sending needs the connection.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { DATA_IMMUTABLE, hasAudienceCondition, NOT_SUPPORTED_CONTENT_TYPE, SCHEDULE_MUST_BE_FUTURE } from '../../../common/broadcasts';
import { LIFF_NOT_SET_UP } from '../../../common/line-liff';
import { hasWhatsAppTemplate } from '../../../common/broadcast-content';
import { toApiError, type ApiError } from '../../api/api-error';
import { errorText, serverErrorText } from '../../api/error-text';
import { TextField } from '../../cards/fields';
import { ShownUrlContext, type ShownUrls } from '../../cards/shown-url';
import { useOffline } from '../../shell/use-offline';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { Uploader } from '../../uploads/upload-client';
import { broadcastAction } from '../broadcast-api';
import { AudienceBuilder } from './AudienceBuilder';
import { AudienceCountLine } from './AudienceCountLine';
import { BroadcastPreview } from './BroadcastPreview';
import { createBroadcast, getBroadcastForEdit, updateBroadcast } from './editor-api';
import { draftKey, useEditorDraft } from './editor-draft';
import {
  canAddMessage, emptyEditor, messageProblems, newMessage, payloadOf, platformsOf, queryOf, sendProblems, stateOf, whatsappTagOf, wireMessages,
  type EditorState, type MessageKind,
} from './editor-state';
import { KIND_LABELS, MessageEditor } from './MessageEditor';
import { QuickReplyEditor } from './QuickReplyEditor';
import { SendNowDialog } from './SendNowDialog';
import { TimingOptions } from './TimingOptions';
import { useAudienceCount } from './use-audience-count';
import { useTouched } from './use-touched';

/** The schedule's "not in the past" check is read again this often while the page is open. */
const CLOCK_TICK_MS = 10_000;
const KINDS = Object.keys(KIND_LABELS) as MessageKind[];

export function BroadcastEditorPage({ upload }: { upload?: Uploader } = {}) {
  const { orgId = '', taskId } = useParams();
  const [search] = useSearchParams();
  const resendTaskId = taskId ? undefined : search.get('resendTaskId') ?? undefined;
  const { t } = useLingui();
  useDocumentTitle(taskId ? t`Edit broadcast` : t`New broadcast`);
  const key = draftKey(orgId, { taskId, resendTaskId });
  const draft = useEditorDraft(key);
  const { state, setState } = draft;
  const [loadError, setLoadError] = useState<ApiError | null>(null);

  // A new broadcast starts empty; one being edited from the server, unless this tab kept its work.
  useEffect(() => {
    if (state) return;
    if (!taskId) {
      setState(emptyEditor(resendTaskId));
      return;
    }
    let current = true;
    getBroadcastForEdit(orgId, taskId).then(
      (broadcast) => { if (current) setState(stateOf(broadcast)); },
      async (cause: unknown) => { const error = await toApiError(cause); if (current) setLoadError(error); },
    );
    return () => { current = false; };
  }, [state, taskId, orgId, resendTaskId, setState]);

  if (loadError) return <LoadFailed orgId={orgId} taskId={taskId ?? ''} error={loadError} />;
  if (!state) return <p className="p-6 text-sm text-slate-600">{t`Loading…`}</p>;
  return <Editor orgId={orgId} taskId={taskId} state={state} setState={setState} clearDraft={draft.clear} upload={upload} />;
}

function LoadFailed({ orgId, taskId, error }: { orgId: string; taskId: string; error: ApiError }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const started = error.body.error === DATA_IMMUTABLE;
  async function copy() {
    setCopying(true);
    try {
      const copied = await broadcastAction(orgId, 'copy', taskId);
      navigate(`/broadcast/${orgId}/${copied.objectId}/edit`, { replace: true });
    } catch (cause) {
      showToast('error', errorText(await toApiError(cause)));
      setCopying(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-3 p-6 text-sm">
      <p role="alert" className="text-slate-800">
        {started ? t`This broadcast has started, so it can no longer be edited. Copy it to send the same again.` : errorText(error)}
      </p>
      {started && <button type="button" className={primaryButton} disabled={copying} onClick={() => void copy()}>{t`Copy`}</button>}
    </div>
  );
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Editor({ orgId, taskId, state, setState, clearDraft, upload }: {
  orgId: string;
  taskId?: string;
  state: EditorState;
  setState: (state: EditorState) => void;
  clearDraft: () => void;
  upload?: Uploader;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const offline = useOffline();
  const now = useNow();
  const kindId = useId();
  const [kind, setKind] = useState<MessageKind>('text');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { touched, leave } = useTouched();

  const shown = useMemo<ShownUrls>(() => ({
    shownUrl: (url) => state.shownUrls?.[url] ?? url,
    remember: (url, signedUrl) => setState({ ...state, shownUrls: { ...state.shownUrls, [url]: signedUrl } }),
  }), [state, setState]);

  const where = queryOf(state.audience);
  const waTemplateId = state.messages.map((message) => (message.data as { templateType?: string; waTemplateId?: string }))
    .find((data) => data.templateType === 'whatsapp' && data.waTemplateId)?.waTemplateId;
  const countOptions = {
    fbMessengerTag: state.fbMessengerTag as never, whatsappTag: whatsappTagOf(state.messages) as never, ...(waTemplateId ? { waTemplateId } : {}),
  };
  const count = useAudienceCount(orgId, where, countOptions);
  const problems = messageProblems(state);
  // A problem shows once its message (or the quick replies) was left: not before anything was typed.
  const shownProblems = state.messages.map((message, index) => (touched(message.key) ? problems.messages[index] : undefined));
  const quickReplyProblem = touched('quickReply') ? problems.quickReply : undefined;
  const blocked = sendProblems(state, now);
  const noAudience = !hasAudienceCondition(where);
  const canSend = !blocked.name && !blocked.content && !blocked.schedule && !noAudience && !offline && !sending;
  const platforms = platformsOf(state.audience);
  const hasTemplate = hasWhatsAppTemplate(wireMessages(state.messages));

  const update = useCallback((next: Partial<EditorState>) => setState({ ...state, ...next }), [state, setState]);
  const setMessages = (messages: EditorState['messages']) => update({ messages });

  function move(index: number, by: -1 | 1) {
    const messages = [...state.messages];
    const [moved] = messages.splice(index, 1);
    messages.splice(index + by, 0, moved!);
    setMessages(messages);
  }

  async function save(isDraft: boolean) {
    setSending(true);
    setSendError(null);
    try {
      const payload = payloadOf(state, isDraft);
      if (taskId) await updateBroadcast(orgId, taskId, payload);
      else await createBroadcast(orgId, payload);
      clearDraft();
      showToast('success', isDraft ? t`The broadcast was saved as a draft.` : state.timing === 'scheduled' ? t`The broadcast is scheduled.` : t`The broadcast is on its way.`);
      navigate(`/broadcast/${orgId}`);
    } catch (cause) {
      const error = await toApiError(cause);
      setSendError(sendErrorText(error));
      setSending(false);
    }
  }

  function sendErrorText(error: ApiError): string {
    if (error.offline) return t`Sending needs the connection. Your work is kept here; try again once you are back online.`;
    const key = error.body.error;
    if (key === SCHEDULE_MUST_BE_FUTURE) return t`schedule-must-be-future: the set time has passed. Pick a later time.`;
    if (key === DATA_IMMUTABLE) return t`This broadcast has started, so it can no longer be changed.`;
    if (key === NOT_SUPPORTED_CONTENT_TYPE) return t`One of the messages is of a kind that cannot be broadcast.`;
    if (key === LIFF_NOT_SET_UP) return t`A share message needs your LINE share app (LIFF): set it up under Broadcast › LINE share app, then send again. Your work is kept here.`;
    return key ? serverErrorText(key) : t`The broadcast could not be sent. Please try again.`;
  }

  return (
    <ShownUrlContext value={shown}>
      <div className="flex flex-col gap-4 p-6">
        <h1 className="text-xl font-semibold text-slate-900">{taskId ? t`Edit broadcast` : state.audience.resendTaskId ? t`Resend to failures` : t`New broadcast`}</h1>
        {offline && <output className="block rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t`You are offline. Sending needs the connection; what you compose is kept on this tab.`}</output>}
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
          <div className="flex flex-col gap-4">
            <TextField label={t`Broadcast name`} value={state.name} maxLength={100} onChange={(name) => update({ name })}
              problem={blocked.name && state.name !== '' ? t`The name is required.` : undefined} />
            <AudienceBuilder orgId={orgId} audience={state.audience} onChange={(audience) => update({ audience })}
              count={<AudienceCountLine count={count} />} />
            <section aria-labelledby="broadcast-messages" className="flex flex-col gap-3">
              <h2 id="broadcast-messages" className="text-base font-semibold text-slate-900">{t`Messages (${state.messages.length} of 5)`}</h2>
              {state.messages.map((message, index) => (
                <MessageEditor key={message.key} orgId={orgId} message={message} number={index + 1} count={state.messages.length} upload={upload}
                  problem={shownProblems[index]} onBlur={leave(message.key)}
                  shareButtonLabel={state.shareButtonLabel} onShareButtonLabel={(shareButtonLabel) => update({ shareButtonLabel })}
                  onChange={(next) => setMessages(state.messages.map((other, at) => (at === index ? next : other)))}
                  onMove={(by) => move(index, by)}
                  onRemove={() => setMessages(state.messages.filter((_, at) => at !== index))} />
              ))}
              {canAddMessage(state) ? (
                <div className="flex items-end gap-2">
                  <label htmlFor={kindId} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                    {t`Kind of message`}
                    <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as MessageKind)}
                      className="rounded-md border border-slate-300 px-2 py-1 text-sm">
                      {KINDS.map((option) => <option key={option} value={option}>{i18n._(KIND_LABELS[option])}</option>)}
                    </select>
                  </label>
                  <button type="button" className={secondaryButton} onClick={() => setMessages([...state.messages, newMessage(kind)])}>{t`Add message`}</button>
                </div>
              ) : <p className="text-xs text-slate-600">{t`A broadcast has at most 5 messages.`}</p>}
            </section>
            <QuickReplyEditor items={state.quickReply} problem={quickReplyProblem} onBlur={leave('quickReply')} onChange={(quickReply) => update({ quickReply })} />
            <TimingOptions state={state} onChange={setState} now={now} hasTemplate={hasTemplate}
              audienceHasWhatsApp={platforms.includes('whatsapp')} />
            {sendError && <p role="alert" className="text-sm text-red-700">{sendError}</p>}
            {!canSend && !sending && (
              <p className="text-xs text-slate-600">
                {offline ? t`Sending needs the connection.`
                  : blocked.name ? t`Give the broadcast a name.`
                  : noAudience ? t`Set at least one audience condition.`
                  : blocked.content ? (shownProblems.some(Boolean) || quickReplyProblem ? t`Fix the messages marked above.` : t`Complete the messages above.`)
                  : t`Pick a time later than now.`}
              </p>
            )}
            <div className="flex gap-2">
              <button type="button" className={secondaryButton} disabled={blocked.name || offline || sending} onClick={() => void save(true)}>{t`Save as draft`}</button>
              <button type="button" className={primaryButton} disabled={!canSend} onClick={() => (state.timing === 'scheduled' ? void save(false) : setConfirming(true))}>
                {state.timing === 'scheduled' ? t`Schedule` : t`Send now`}
              </button>
            </div>
            <SendNowDialog open={confirming} orgId={orgId} name={state.name.trim()} count={count} where={where} options={countOptions}
              onCancel={() => setConfirming(false)} onSend={() => { setConfirming(false); void save(false); }} />
          </div>
          <div className="flex flex-col gap-4">
            <BroadcastPreview messages={state.messages} quickReply={state.quickReply} shareButtonLabel={state.shareButtonLabel} />
          </div>
        </div>
      </div>
    </ShownUrlContext>
  );
}
