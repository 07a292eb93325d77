// Customer tags (02 §5, §7): POST /functions/tagging adds tags to a customer, or removes them when
// `_method` is DELETE; POST /functions/findTagV3 searches the organization's
// tags for the tag input's candidates. Scoped by the caller's organization (another org's customer: 404).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TAG_SEARCH_LIMIT } from '../../common/notes-tags';
import type { FunctionResponse } from '../../common/contracts/base';
import type { Customer } from '../../common/contracts/customers';
import { TagRoutes, type FindTagRequest, type FindTagResult } from '../../common/contracts/notes-tags';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { toCustomer } from '../messages/serialize';
import type { Services } from '../services';
import { findTags } from './find';
import { tagCustomer } from './tagging';

/** Tag names trimmed, blanks refused, repeats dropped. */
export function tagNames(tags: readonly string[]): string[] {
  const names = tags.map((tag) => tag.trim());
  if (names.some((name) => name === '')) throw badRequest('tags must not be blank');
  return [...new Set(names)];
}

export async function tagRoutes(fastify: FastifyInstance, { db, realtime }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/functions/tagging', { schema: TagRoutes.tagging }, async (request): Promise<FunctionResponse<Customer>> => {
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

  app.post('/functions/findTagV3', { schema: TagRoutes.findTags }, async (request) =>
    search(request, (await requireMember(db, request)).orgId));
}
