// POST /functions/resendDelivery: a member sends again a reply its platform refused (docs/channels.md).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MessageRoutes } from '../../../common/contracts/messages';
import { requireFeature } from '../../access/require-feature';
import { requireMember } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { toMessage } from '../../messages/serialize';
import type { ChannelServices } from '../services';
import type { OutboundSender } from './sender';
import { restartDelivery } from './store';

export async function outboundRoutes(fastify: FastifyInstance, { db, realtime, outbound }: ChannelServices & { outbound: OutboundSender }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireFeature(db, 'message-center');

  app.post('/functions/resendDelivery', { schema: MessageRoutes.resendDelivery, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const row = await restartDelivery(db, orgId, request.body.messageId);
    if (!row) throw badRequest('messageId: not a reply whose delivery failed');
    realtime.message(orgId, toMessage(row));
    outbound.wake();
    return { result: toMessage(row) };
  });
}
