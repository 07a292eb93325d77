// Message keywords (customer management › message keywords, issue 27): POST /functions/messageKeywords
// lists the organization's rules, POST /classes/MessageKeyword creates one, POST /classes/MessageKeyword/{id}
// reads (`_method: 'GET'`), edits or switches off (`PUT`) and deletes (`DELETE`) one. Members whose role
// and plan open customer management's part messageKeyword; another organization's rule is 404. Every
// change tells the server processes to read the organization's rules anew (rules-cache.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Platform } from '../../common/contracts/base';
import type { MessageKeywordFields, UpdateMessageKeywordRequest } from '../../common/contracts/message-keywords';
import { MessageKeywordRoutes } from '../../common/contracts/message-keywords';
import { normalizeKeywords, RULES_PER_ORG_MAX, type MatchMode } from '../../common/message-keywords';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { toMessageKeyword } from './serialize';
import { createRule, deleteRule, listRules, ruleOfOrg, updateRule } from './store';

/** Tag names trimmed, blanks refused naming the field, repeats dropped. */
function tagsOf(tags: readonly string[], field: string): string[] {
  const names = tags.map((tag) => tag.trim());
  if (names.some((name) => name === '')) throw badRequest(`body/${field} must not hold a blank tag`);
  return [...new Set(names)];
}

/** The rule's fields as stored, checked together: keywords left after trimming, a tag to change, no tag both added and removed. */
function ruleFields(input: {
  keywords: readonly string[]; matchMode: MatchMode; platforms: readonly Platform[]; addTags: readonly string[]; removeTags: readonly string[]; enabled: boolean;
}): MessageKeywordFields {
  const keywords = normalizeKeywords(input.keywords);
  if (keywords.length === 0) throw badRequest('body/keywords must hold a keyword that is not blank');
  const addTags = tagsOf(input.addTags, 'addTags');
  const removeTags = tagsOf(input.removeTags, 'removeTags');
  if (addTags.length === 0 && removeTags.length === 0) throw badRequest('body/addTags must hold a tag, or body/removeTags');
  const both = addTags.find((tag) => removeTags.includes(tag));
  if (both !== undefined) throw badRequest(`body/removeTags must not hold ${JSON.stringify(both)}, which body/addTags adds`);
  return { keywords, matchMode: input.matchMode, platforms: [...new Set(input.platforms)], addTags, removeTags, enabled: input.enabled };
}

/** The fields an edit may change. */
const EDITABLE = ['keywords', 'matchMode', 'platforms', 'addTags', 'removeTags', 'enabled'] as const;

export async function messageKeywordRoutes(fastify: FastifyInstance, { db, keywords }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireFeature(db, 'customer-management', { part: 'messageKeyword' });

  app.post('/functions/messageKeywords', { schema: MessageKeywordRoutes.list, preHandler: guard }, async (request) => {
    const { orgId } = await requireMember(db, request);
    return { result: { rules: (await listRules(db, orgId)).map(toMessageKeyword), max: RULES_PER_ORG_MAX } };
  });

  app.post('/classes/MessageKeyword', { schema: MessageKeywordRoutes.create, preHandler: guard }, async (request, reply) => {
    const { orgId } = await requireMember(db, request);
    if (request.envelope.method !== 'POST') throw badRequest('_method must be left out (create); list with POST /functions/messageKeywords');
    const body = request.body;
    const row = await createRule(db, orgId, ruleFields({ ...body, removeTags: body.removeTags ?? [], enabled: body.enabled ?? true }));
    await keywords.changed(orgId);
    reply.status(201);
    return toMessageKeyword(row);
  });

  app.post('/classes/MessageKeyword/:id', { schema: MessageKeywordRoutes.rule, preHandler: guard }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { id } = request.params;
    switch (request.envelope.method) {
      case 'GET':
        return toMessageKeyword(await ruleOfOrg(db, orgId, id));
      case 'PUT': {
        const body: UpdateMessageKeywordRequest = request.body;
        const changes = Object.fromEntries(EDITABLE.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])));
        if (Object.keys(changes).length === 0) throw badRequest(`body must name a field to change (${EDITABLE.join(', ')})`);
        const current = await ruleOfOrg(db, orgId, id);
        const row = await updateRule(db, orgId, id, ruleFields({ ...current, ...changes }));
        await keywords.changed(orgId);
        return toMessageKeyword(row);
      }
      case 'DELETE':
        await deleteRule(db, orgId, id);
        await keywords.changed(orgId);
        return {};
      default:
        throw badRequest('_method must be GET, PUT or DELETE');
    }
  });
}
