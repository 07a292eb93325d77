import { t } from '@lingui/core/macro';
import { CHANNEL_NOT_IN_PLAN, OBJECT_ALREADY_EXISTED, PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import type { ApiError } from '../../api/api-error';

/** What a platform says about each of its fields: its format is wrong; the platform refused it. */
export interface FieldErrorTexts {
  invalid: string;
  /** When the platform refused the value (the server's "field: …"); else `invalid` stands. */
  refused?: string;
}

/** A platform's texts for a failed connect. */
export interface ConnectErrorTexts<F extends string> {
  /** The account is connected already, here or in another organization. */
  connected: string;
  fields: Record<F, FieldErrorTexts>;
}

/** What to show: the text, and the field to fix when the server named one. */
export interface ConnectErrorText<F extends string> {
  field?: F;
  text: string;
}

/**
 * Which field the server's answer names: "token: line refused it (…)" (the platform refused the
 * value) or a validation error ("body/secret must match pattern …", "body must have required property
 * 'verifyToken'": the value's format).
 */
export function namedField<F extends string>(text: string, fields: readonly F[]): { field: F; refused: boolean } | null {
  const has = (name: string | undefined): name is F => name !== undefined && (fields as readonly string[]).includes(name);
  const refused = /^(\w+):/.exec(text)?.[1];
  if (has(refused)) return { field: refused, refused: true };
  const invalid = /\/(\w+)\b/.exec(text)?.[1] ?? /property '(\w+)'/.exec(text)?.[1];
  if (has(invalid)) return { field: invalid, refused: false };
  return null;
}

/** What went wrong connecting an account, in the agent's language, naming the field to fix. */
export function connectErrorText<F extends string>(error: ApiError, platformName: string, texts: ConnectErrorTexts<F>): ConnectErrorText<F> {
  const text = error.body.error ?? '';
  const name = platformName;
  if (error.offline) return { text: t`The server could not be reached. Check your connection; what you typed is kept.` };
  if (text === OBJECT_ALREADY_EXISTED) return { text: texts.connected };
  if (text === CHANNEL_NOT_IN_PLAN) return { text: t`Your organization's plan does not include ${name}. Ask the operator of this server for a plan with ${name}.` };
  if (text === PLATFORM_UNREACHABLE) return { text: t`${name} could not be reached, so nothing was connected. Try again in a few minutes; what you typed is kept.` };
  const named = namedField(text, Object.keys(texts.fields) as F[]);
  if (named) {
    const field = texts.fields[named.field];
    return { field: named.field, text: (named.refused ? field.refused : undefined) ?? field.invalid };
  }
  return { text: t`The account could not be connected: ${text}` };
}
