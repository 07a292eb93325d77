// The base of every contract (docs/contracts.md): platforms, authorities, inbox categories, sender
// types (each `{type: 'string', enum}` of its list in common/enums.ts), ids, pointers, the request envelope, the cloud function answer and the error answer. Each
// is a TypeBox schema (the server validates and serializes with it) and, under the same name, the
// TypeScript type inferred from it (what the console imports, as `import type`).
import { Type, type Static, type TSchema } from 'typebox';
import { AUTHORITIES, INBOX_CATEGORIES, PLATFORMS, SENDER_TYPES } from '../enums';
import { Const, StringEnum } from './keywords';

export const Platform = StringEnum(PLATFORMS);
export type Platform = Static<typeof Platform>;

export const Authority = StringEnum(AUTHORITIES);
export type Authority = Static<typeof Authority>;

export const InboxCategory = StringEnum(INBOX_CATEGORIES);
export type InboxCategory = Static<typeof InboxCategory>;

export const SenderType = StringEnum(SENDER_TYPES);
export type SenderType = Static<typeof SenderType>;

/** An object id or another short identifier in a request (orgId, customer, task, …). */
export const Id = Type.String({ minLength: 1, maxLength: 100 });
/** An object id as this server makes them: 10 of A–Z a–z 0–9 (a client may choose one for idempotency). */
export const ObjectId = Type.String({ pattern: '^[A-Za-z0-9]{10}$' });
/** A time on the wire: ISO 8601 text. */
export const IsoTime = Type.String();

/** A Parse pointer to an object of `className`. */
export const Pointer = <C extends string>(className: C) => Type.Object({
  __type: Type.Literal('Pointer'), className: Type.Literal(className), objectId: Type.String(),
});

/** Descending order, the only one the list endpoints offer (a bare `const`: "-1" as text is refused, as it always was). */
export const SortDescending = Const(-1);
/** A page cursor on a time field: rows before this instant. */
export const BeforeCursor = Type.Object({ $lt: Type.String({ format: 'date-time' }) });

/** Every body the console sends to the main API carries these (01 §7). */
export interface Envelope {
  _ApplicationId: string;
  _JavaScriptKey: string;
  _SessionToken?: string;
  _method?: 'GET' | 'PUT' | 'DELETE';
}

/** Every cloud function answers `{ result }`. */
export const FunctionResponse = <T extends TSchema>(result: T) => Type.Object({ result });
export interface FunctionResponse<T> { result: T }

/** Every error answer: Parse's `{code, error}`, and fields of its own where a case has them (a conflict's current row). */
export const ErrorBody = Type.Object({ code: Type.Integer(), error: Type.String() }, { additionalProperties: true });
export type ErrorBody = Static<typeof ErrorBody>;
/** The error answers of every route, beside its own success answer. */
export const errorAnswers = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** GET /health — liveness and the number of open console sockets. */
export const HealthResponse = Type.Object({ status: Type.Literal('ok'), agentSockets: Type.Integer(), visitorSockets: Type.Integer() });
export type HealthResponse = Static<typeof HealthResponse>;
