// Tag management (02 §2, §9): POST /tag/list answers the organization's tags with how many live
// customers carry each, most used first, page by page. Members whose role and plan open
// customer-management's tagManagement part; removing a tag from everyone is a bulk tag task
// (POST /functions/task.tag with `where: {tag}`, bulk-routes.ts).
import type { FastifyInstance } from 'fastify';
import { TAG_NAME_MAX_LENGTH } from '../../common/notes-tags';
import type { FunctionResponse } from '../../common/contracts/base';
import { TAG_LIST_FIRST_PAGE, TAG_LIST_MAX_LIMIT, type TagListRequest, type TagListResult } from '../../common/tag-management';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import type { Services } from '../services';
import { findTags } from './find';

const listSchema = {
  body: {
    type: 'object',
    properties: {
      orgId: { type: 'string', minLength: 1, maxLength: 100 },
      keyword: { type: 'string', maxLength: TAG_NAME_MAX_LENGTH },
      skip: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      limit: { type: 'integer', minimum: 1, maximum: TAG_LIST_MAX_LIMIT },
    },
  },
};

export async function tagListRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const preHandler = requireFeature(db, 'customer-management', { part: 'tagManagement' });

  app.post<{ Body: TagListRequest }>('/tag/list', { schema: listSchema, preHandler }, async (request): Promise<FunctionResponse<TagListResult>> => {
    const { orgId } = await requireMember(db, request);
    const { keyword = '', skip = 0, limit = TAG_LIST_FIRST_PAGE } = request.body;
    return { result: { tags: await findTags(db, orgId, keyword.trim(), limit, skip) } };
  });
}
