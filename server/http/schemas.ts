// JSON-schema pieces that many routes' request schemas share: one definition of each rule.

/** An object id or another short identifier (orgId, customer, task, …). */
export const idProperty = { type: 'string', minLength: 1, maxLength: 100 };

/** Descending order, the only one the list endpoints offer. */
export const sortDescending = { const: -1 };

/** A page cursor on a time field: rows before this instant. */
export const beforeCursor = {
  type: 'object', required: ['$lt'], properties: { $lt: { type: 'string', format: 'date-time' } },
};
