// Customer tags (02 §5, §7): POST /functions/tagging adds tags to a customer, or removes them when
// `_method` is DELETE; POST /functions/findTagV3 searches the organization's
// tags for the tag input's candidates. Scoped by the caller's organization (another org's customer: 404).
import type { FastifyInstance } from 'fastify';
import { TAG_INPUT_MAX, TAG_NAME_MAX_LENGTH, TAG_SEARCH_LIMIT, TAG_SEARCH_LIMIT_MAX } from '../../common/notes-tags';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import type { FindTagRequest, FindTagResult, TaggingRequest } from '../../common/contracts/notes-tags';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { toCustomer } from '../messages/serialize';
import type { Services } from '../services';
import { findTags } from './find';
import { tagCustomer } from './tagging';
import { idProperty } from '../http/schemas';

/** The tag names of a tagging request, one or more (02 §5). */
export const tagNamesProperty = {
  type: 'array', minItems: 1, maxItems: TAG_INPUT_MAX, items: { type: 'string', maxLength: TAG_NAME_MAX_LENGTH },
};

const taggingSchema = {
  body: {
    type: 'object',
    required: ['tags', 'where'],
    properties: {
      orgId: idProperty,
      tags: tagNamesProperty,
      where: {
        type: 'object',
        required: ['customer'],
        properties: { customer: idProperty, organization: idProperty },
      },
      options: { type: 'object', properties: { version: { type: 'integer', enum: [2] } } },
    },
  },
};

const findSchema = {
  body: {
    type: 'object',
    properties: {
      orgId: idProperty,
      keyword: { type: 'string', maxLength: TAG_NAME_MAX_LENGTH },
      limit: { type: 'integer', minimum: 1, maximum: TAG_SEARCH_LIMIT_MAX },
    },
  },
};

/** Tag names trimmed, blanks refused, repeats dropped. */
export function tagNames(tags: readonly string[]): string[] {
  const names = tags.map((tag) => tag.trim());
  if (names.some((name) => name === '')) throw badRequest('tags must not be blank');
  return [...new Set(names)];
}

export async function tagRoutes(app: FastifyInstance, { db, realtime }: Services): Promise<void> {
  app.post<{ Body: TaggingRequest }>('/functions/tagging', { schema: taggingSchema }, async (request): Promise<FunctionResponse<Customer>> => {
    const { where } = request.body;
    // The organization may come as where.organization; it must agree with orgId / X-Org-Id when both are given.
    if (where.organization && request.envelope.orgId && where.organization !== request.envelope.orgId) throw notFound();
    request.envelope.orgId ??= where.organization;
    const { orgId } = await requireMember(db, request);
    const method = request.envelope.method === 'DELETE' ? 'delete' : 'add';
    const row = await tagCustomer(db, orgId, where.customer, method, tagNames(request.body.tags));
    const customer = toCustomer(row);
    realtime.customer(orgId, customer);
    return { result: customer };
  });

  async function search(request: { body: FindTagRequest }, orgId: string): Promise<FunctionResponse<FindTagResult>> {
    const keyword = (request.body.keyword ?? '').trim();
    return { result: { tags: await findTags(db, orgId, keyword, request.body.limit ?? TAG_SEARCH_LIMIT) } };
  }

  app.post<{ Body: FindTagRequest }>('/functions/findTagV3', { schema: findSchema }, async (request) =>
    search(request, (await requireMember(db, request)).orgId));
}
