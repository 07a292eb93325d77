// One check at the edge, for every route: text that no database column can hold (a NUL character,
// a lone UTF-16 surrogate), numbers beyond what every numeric column and JavaScript itself count
// exactly, and objects nested deeper than any request of ours (a handler walking them would run out
// of stack) are refused with a 400 naming the field, before any handler sees them (docs/security.md).
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export interface HostileValue {
  /** Where it is: `options.skip`, `where.tags.$in[0]`, `id` (a path parameter). */
  field: string;
  problem: string;
}

/** Why `text` cannot be stored as it is, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (!text.isWellFormed()) return 'must be well-formed Unicode (it has a lone surrogate)';
  return undefined;
}

function numberProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return 'must be a finite number';
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return `is too large (at most ${Number.MAX_SAFE_INTEGER} either way)`;
  return undefined;
}

/** Parsed JSON and query objects (the query parser's have a prototype of their own); a raw upload body is bytes, not text. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

const fieldName = (parent: string, key: string) => (parent === '' ? key : `${parent}.${key}`);

/** Levels of objects and arrays a request may nest, the body itself counted: far more than any of ours (a LINE Flex message has about ten). */
export const MAX_NESTING = 64;

/** The outermost field of a path (`where` of `where.a.b[0]`): deep paths are named by where they start. */
const outermost = (field: string) => /^[^.[]*/.exec(field)![0] || 'body';

/** The first hostile value in a parsed body, query or parameter set, depth first. */
export function findHostileValue(value: unknown, field = '', depth = 0): HostileValue | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field: field || 'value', problem } : undefined;
  }
  if (typeof value === 'number') {
    const problem = numberProblem(value);
    return problem ? { field: field || 'value', problem } : undefined;
  }
  const nested = Array.isArray(value) || isPlainObject(value);
  if (nested && depth >= MAX_NESTING) return { field: outermost(field), problem: `is nested too deeply (at most ${MAX_NESTING} levels)` };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHostileValue(item, `${field}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      // A key is text the handlers may store too (custom field names, tag maps).
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: fieldName(field, '(a key)'), problem: keyProblem };
      const found = findHostileValue(item, fieldName(field, key), depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** A hook of every route (server/app.ts): a 400 (code 142) naming the first hostile field of params, query or body. */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  const found = findHostileValue(request.params) ?? findHostileValue(request.query) ?? findHostileValue(request.body);
  if (found) throw badRequest(`${found.field} ${found.problem}`);
}
