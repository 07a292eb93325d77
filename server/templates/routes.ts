// Reply templates (02 §3, §7): POST /functions/queryTemplate (20 per page), /functions/saveTemplate and
// /functions/removeTemplate. Sending a template's text to a customer is publishTemplate (server/messages).
// Members only; a template of another organization is 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TEMPLATE_PAGE_SIZE } from '../../common/kept-templates';
import { TemplateRoutes } from '../../common/contracts/kept-templates';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { queryTemplates, removeTemplate, saveTemplate } from './store';

function required(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} is required`);
  return trimmed;
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
    const { name, note = '', data, objectId } = request.body;
    const template = await saveTemplate(db, {
      orgId, authorId: user.objectId, name: required('name', name), note: note.trim(), content: required('content', data.elements[0]!.data.content), objectId,
    });
    return { result: template };
  });

  app.post('/functions/removeTemplate', { schema: TemplateRoutes.remove, preHandler }, async (request) => {
    const { orgId } = await requireMember(db, request);
    if (!(await removeTemplate(db, orgId, request.body.templateId))) throw notFound();
    return { result: { objectId: request.body.templateId, removed: true as const } };
  });
}
