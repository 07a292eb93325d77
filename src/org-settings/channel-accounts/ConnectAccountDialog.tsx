import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration } from '../../../common/contracts/integrations';
import { toApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { connectAccount, type ConnectRequest } from './accounts-api';
import { connectErrorText, type ConnectErrorText, type ConnectErrorTexts } from './connect-errors';

/** One credential the dialog asks for. */
export interface ConnectField<F extends string> {
  name: F;
  label: string;
  /** Where the admin finds it, under the field. */
  help?: string;
  /** Hidden as it is typed (secrets and tokens). */
  secret?: boolean;
  numeric?: boolean;
}

/** A platform's connect dialog: its fields, where to find them and what its errors say. */
export interface ConnectSpec<F extends string> {
  /** The platform's name ("LINE", "Messenger"). */
  platformName: string;
  /** What to open first, above the fields. */
  intro: ReactNode;
  fields: readonly ConnectField<F>[];
  request: (values: Record<F, string>) => ConnectRequest;
  errors: ConnectErrorTexts<F>;
}

const empty = <F extends string>(fields: readonly ConnectField<F>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>;

/**
 * Connect an account with its credentials (docs/channels.md). The server checks them with the
 * platform before it keeps them; on an error what was typed stays, the field to fix is marked, says
 * what is wrong and takes the focus.
 */
export function ConnectAccountDialog<F extends string>({ orgId, spec, open, initial, onClose, onConnected }: {
  orgId: string;
  spec: ConnectSpec<F>;
  open: boolean;
  /** Values to start with (connecting an account again: its id); read when mounted (give each opening its own key). */
  initial?: Partial<Record<F, string>>;
  onClose: () => void;
  /** The account is connected; `values` are what was typed (e.g. to remind the verify token). */
  onConnected: (integration: Integration, values: Record<F, string>) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const name = spec.platformName;
  const [values, setValues] = useState<Record<F, string>>(() => ({ ...empty(spec.fields), ...initial }));
  const [error, setError] = useState<ConnectErrorText<F> | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  useEffect(() => {
    if (error?.field) inputs.current.get(error.field)?.focus();
  }, [error]);

  function reset() {
    setValues(empty(spec.fields));
    setError(null);
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const integration = await connectAccount(orgId, spec.request(values));
      reset();
      onConnected(integration, values);
    } catch (cause) {
      setError(connectErrorText(await toApiError(cause), spec.platformName, spec.errors));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Connect ${name}`}
      actions={(
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form={formId} className={primaryButton} disabled={busy}>{busy ? t`Checking with ${name}…` : t`Connect`}</button>
        </>
      )}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-3">
        <div className="text-sm text-slate-600">{spec.intro}</div>
        {spec.fields.map((field) => (
          <CredentialInput
            key={field.name}
            field={field}
            value={values[field.name]}
            error={error?.field === field.name ? error.text : null}
            inputRef={(input) => { if (input) inputs.current.set(field.name, input); else inputs.current.delete(field.name); }}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value.trim() }))}
          />
        ))}
        <FormError message={error && !error.field ? error.text : null} />
      </form>
    </Modal>
  );
}

function CredentialInput<F extends string>({ field, value, error, inputRef, onChange }: {
  field: ConnectField<F>;
  value: string;
  error: string | null;
  inputRef: (input: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const described = [field.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{field.label}</label>
      <input
        id={id}
        ref={inputRef}
        type={field.secret ? 'password' : 'text'}
        inputMode={field.numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`block w-full rounded-md border px-3 py-2 text-sm shadow-xs focus:ring-2 focus:outline-none ${error ? 'border-red-500 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200'}`}
      />
      {field.help && <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">{field.help}</p>}
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
