import { describe, expect, it } from 'vitest';
import { customerFilterMatches, customerFilterProblem, normalizeCustomerFilter } from './customer-filter';
import { FILTER_CASES, FILTER_CUSTOMERS } from './testing/customer-filter-cases';

describe('the customer filter query, evaluated in the console', () => {
  it.each(FILTER_CASES)('$name', ({ query, expected }) => {
    expect(customerFilterProblem(query)).toBeUndefined();
    const filter = normalizeCustomerFilter(query);
    const selected = Object.entries(FILTER_CUSTOMERS).filter(([, customer]) => customerFilterMatches(filter, customer)).map(([name]) => name);
    expect(selected.sort()).toEqual([...expected].sort());
  });
});

describe('what the schema cannot say about a query', () => {
  it('names the date field that is missing, not a date, or out of order', () => {
    expect(customerFilterProblem({ joinDate: { type: 'between', start: '2026-01-01T00:00:00Z' } })).toEqual({ field: 'joinDate.end', problem: 'is needed by type "between"' });
    expect(customerFilterProblem({ conversationDate: { type: 'after', start: 'yesterday' } })).toEqual({ field: 'conversationDate.start', problem: 'must be a date and time (ISO 8601)' });
    expect(customerFilterProblem({ joinDate: { type: 'between', start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' } })).toEqual({ field: 'joinDate.end', problem: 'must not be before start' });
    // Without a type the dates filter nothing, and nothing is wrong with them.
    expect(customerFilterProblem({ joinDate: { start: 'whenever' } })).toBeUndefined();
  });
});
