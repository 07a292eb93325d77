// The member credited with an order (its agent_id), with their name, for the merchant's read of one order.
import { eq } from 'drizzle-orm';
import type { Order } from '../../../common/contracts/chat-pay';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { toOrder, type OrderRow } from './serialize';

/** A member's name as the console shows it: first and last name, else the e-mail address. */
export const memberName = (user: { firstName: string; lastName: string; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export async function withAgent(db: Queryable, row: OrderRow): Promise<Order> {
  const order = toOrder(row);
  if (!row.agentId) return order;
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users).where(eq(users.objectId, row.agentId)).limit(1);
  // A member whose account is gone keeps the credit under their id, without a name to show.
  return user ? { ...order, agent: { id: row.agentId, name: memberName(user) } } : order;
}
