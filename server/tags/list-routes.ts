// Tag management (02 §2, §9): POST /tag/list answers the organization's tags with how many live
// customers carry each, most used first, page by page. Members whose role and plan open
// customer-management's tagManagement part; removing a tag from everyone is a bulk tag task
// (POST /functions/task.tag with `where: {tag}`, bulk-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TAG_LIST_FIRST_PAGE } from '../../common/tag-management';
import { TagListRoutes } from '../../common/contracts/tag-management';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { findTags } from './find';

export async function tagListRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireFeature(db, 'customer-management', { part: 'tagManagement' });

  app.post('/tag/list', { schema: TagListRoutes.list, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { keyword = '', skip = 0, limit = TAG_LIST_FIRST_PAGE } = request.body;
    return { result: { tags: await findTags(db, orgId, keyword.trim(), limit, skip) } };
  });
}
