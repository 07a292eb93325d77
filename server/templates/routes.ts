// Reply templates (02 §3, §7): POST /functions/queryTemplate (20 per page), /functions/saveTemplate and
// /functions/removeTemplate; a template is text or a card set (docs/kept-templates.md). Sending a template's text to a customer is publishTemplate (server/messages).
// Members only; a template of another organization is 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TEMPLATE_PAGE_SIZE } from '../../common/kept-templates';
import { TemplateRoutes } from '../../common/contracts/kept-templates';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import type { SaveTemplateRequest } from '../../common/contracts/kept-templates';
import { templateProblem } from '../../common/message-content';
import { queryTemplates, removeTemplate, saveTemplate, updateTemplate, type TemplateContent } from './store';

function required(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} is required`);
  return trimmed;
}

/**
 * What a save stores: a text template's trimmed text, or a card template's cards checked with the
 * card rules every platform takes (02 §5, 40-character titles), a broken one a 400 naming the card.
 */
function templateContent(body: SaveTemplateRequest): TemplateContent {
  const common = { name: required('name', body.name), note: body.note?.trim() ?? '' };
  if (body.templateType === 'text') {
    return { ...common, templateType: 'text', content: required('content', body.data.elements[0]!.data.content), cards: null };
  }
  const content = body.data.content?.trim() ?? '';
  const problem = templateProblem({ templateType: body.templateType, elements: body.data.elements });
  if (problem) throw badRequest(`data.elements: ${problem}`);
  return { ...common, templateType: body.templateType, content, cards: body.data.elements };
}

export async function templateRoutes(fastify: FastifyInstance, { db }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireFeature(db, 'message-center');

  app.post('/functions/queryTemplate', { schema: TemplateRoutes.query, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { where = {}, options = {} } = request.body;
    const templates = await queryTemplates(db, orgId, {
      keyword: where.keyword?.trim() ?? '', limit: options.limit ?? TEMPLATE_PAGE_SIZE, skip: options.skip ?? 0,
    });
    return { result: { templates } };
  });

  app.post('/functions/saveTemplate', { schema: TemplateRoutes.save, preHandler }, async (request) => {
    const { orgId, user } = await requireMember(db, request);
    const content = templateContent(request.body);
    const { templateId, objectId } = request.body;
    const template = templateId
      ? await updateTemplate(db, orgId, templateId, content)
      : await saveTemplate(db, { ...content, orgId, authorId: user.objectId, objectId });
    return { result: template };
  });

  app.post('/functions/removeTemplate', { schema: TemplateRoutes.remove, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    if (!(await removeTemplate(db, orgId, request.body.templateId))) throw notFound();
    return { result: { objectId: request.body.templateId, removed: true as const } };
  });
}
