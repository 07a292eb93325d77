// Reply templates (02 §3, §7): POST /functions/queryTemplate (20 per page), /functions/saveTemplate and
// /functions/removeTemplate. Sending a template's text to a customer is publishTemplate (server/messages).
// Members only; a template of another organization is 404.
import type { FastifyInstance } from 'fastify';
import {
  TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX, TEMPLATE_NOTE_MAX, TEMPLATE_PAGE_SIZE,
  type QueryTemplateRequest, type QueryTemplateResult, type RemoveTemplateRequest, type RemoveTemplateResult,
  type ReplyTemplate, type SaveTemplateRequest,
} from '../../common/kept-templates';
import type { FunctionResponse } from '../../common/contracts/base';
import { requireFeature } from '../access/require-feature';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { queryTemplates, removeTemplate, saveTemplate } from './store';
import { idProperty } from '../http/schemas';


const querySchema = {
  body: {
    type: 'object',
    properties: {
      orgId: idProperty,
      where: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      options: {
        type: 'object',
        properties: { limit: { type: 'integer', minimum: 1, maximum: TEMPLATE_PAGE_SIZE }, skip: { type: 'integer', minimum: 0 } },
      },
    },
  },
};
// maxLength counts characters (code points), as the console's counter does.
const textElement = {
  type: 'object',
  required: ['contentType', 'data'],
  properties: {
    contentType: { const: 'text' },
    data: { type: 'object', required: ['content'], properties: { content: { type: 'string', maxLength: TEMPLATE_CONTENT_MAX } } },
  },
};
const saveSchema = {
  body: {
    type: 'object',
    required: ['templateType', 'name', 'data'],
    properties: {
      orgId: idProperty,
      templateType: { const: 'text' },
      name: { type: 'string', maxLength: TEMPLATE_NAME_MAX },
      note: { type: 'string', maxLength: TEMPLATE_NOTE_MAX },
      // A text template is one text element (02 §5: at least one element).
      data: { type: 'object', required: ['elements'], properties: { elements: { type: 'array', minItems: 1, maxItems: 1, items: textElement } } },
      objectId: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' },
    },
  },
};
const removeSchema = {
  body: { type: 'object', required: ['templateId'], properties: { orgId: idProperty, templateId: idProperty } },
};

function required(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} is required`);
  return trimmed;
}

export async function templateRoutes(app: FastifyInstance, { db }: Services): Promise<void> {
  const preHandler = requireFeature(db, 'message-center');

  app.post<{ Body: QueryTemplateRequest }>('/functions/queryTemplate', { schema: querySchema, preHandler }, async (request): Promise<FunctionResponse<QueryTemplateResult>> => {
    const { orgId } = await requireMember(db, request);
    const { where = {}, options = {} } = request.body;
    const templates = await queryTemplates(db, orgId, {
      keyword: where.keyword?.trim() ?? '', limit: options.limit ?? TEMPLATE_PAGE_SIZE, skip: options.skip ?? 0,
    });
    return { result: { templates } };
  });

  app.post<{ Body: SaveTemplateRequest }>('/functions/saveTemplate', { schema: saveSchema, preHandler }, async (request): Promise<FunctionResponse<ReplyTemplate>> => {
    const { orgId, user } = await requireMember(db, request);
    const { name, note = '', data, objectId } = request.body;
    const template = await saveTemplate(db, {
      orgId, authorId: user.objectId, name: required('name', name), note: note.trim(), content: required('content', data.elements[0]!.data.content), objectId,
    });
    return { result: template };
  });

  app.post<{ Body: RemoveTemplateRequest }>('/functions/removeTemplate', { schema: removeSchema, preHandler }, async (request): Promise<FunctionResponse<RemoveTemplateResult>> => {
    const { orgId } = await requireMember(db, request);
    if (!(await removeTemplate(db, orgId, request.body.templateId))) throw notFound();
    return { result: { objectId: request.body.templateId, removed: true } };
  });
}
