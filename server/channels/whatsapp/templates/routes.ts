// WhatsApp message templates of a connected number (docs/channels.md, "WhatsApp templates"): members
// list them (to pick one when sending); admins read them from Meta again, submit new ones for review and
// delete them. Meta's reviews arrive by webhook (inbound/apply.ts). Every query is scoped to the caller's
// organization: another organization's number or template is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { WhatsAppTemplateRoutes } from '../../../../common/contracts/whatsapp-templates';
import { placeholderNumbers, placeholderProblem } from '../../../../common/whatsapp-templates';
import { ParseErrorCode } from '../../../../common/parse';
import { requireFeature } from '../../../access/require-feature';
import { requireMember } from '../../../http/auth';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { requireAdmin } from '../../../members/members';
import { GraphNoAnswer, GraphRefusal } from '../../meta/graph';
import { organizationIntegration } from '../../integrations/store';
import type { ChannelServices } from '../../services';
import { headerSampleOf, MEDIA_FIELD, uploadHeaderSample } from './header-media';
import { createMetaTemplate, deleteMetaTemplate, listMetaTemplates, templateFieldsOf } from './meta-templates';
import { toWhatsAppTemplate } from './serialize';
import { deleteTemplate, numberTemplates, organizationTemplate, replaceTemplates, upsertTemplate } from './store';

/** The request's fields Meta may name in a refusal of a new template; the body when it names none. */
const CREATE_FIELDS = ['name', 'language', 'category', 'header', 'footer', 'buttons', 'example', 'body'] as const;

/** The field a Meta refusal of a new template is about (its words name it; a name taken is Meta's 2388023/2388024). */
function refusedFieldOf(refusal: GraphRefusal): string {
  if (refusal.subcode === 2388023 || refusal.subcode === 2388024) return 'name';
  const words = refusal.message.toLowerCase();
  const field = CREATE_FIELDS.find((candidate) => words.includes(candidate)) ?? 'body';
  return field === 'example' ? 'examples' : field;
}

/** A Graph call for an admin: Meta's refusal is a 400 naming `field`, no answer a 502 (try again). */
async function askMeta<T>(call: Promise<T>, field: string | ((refusal: GraphRefusal) => string)): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GraphRefusal) {
      throw badRequest(`${typeof field === 'string' ? field : field(error)}: WhatsApp refused it (${error.status} ${error.message})`);
    }
    if (error instanceof GraphNoAnswer) throw new ApiError(502, ParseErrorCode.OTHER_CAUSE, `WhatsApp did not answer: ${error.message}`);
    throw error;
  }
}

export async function whatsAppTemplateRoutes(fastify: FastifyInstance, { db, config, realtime, credentials, storage }: ChannelServices): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const meta = config.channels.meta;
  // GET and DELETE carry the organization as ?orgId= (or X-Org-Id): they have no body.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    request.envelope.orgId ??= (request.query as { orgId?: string } | undefined)?.orgId;
  });
  // Changing templates is an organization setting (docs/access.md); reading them is part of answering.
  const preHandler = requireFeature(db, 'organization-setting');

  /** The organization's WhatsApp number with its credentials; another organization's is 404. */
  async function numberOf(orgId: string, integrationId: string) {
    const row = await organizationIntegration(db, orgId, integrationId);
    if (!row) throw notFound();
    if (row.platform !== 'whatsapp' || !row.parentAccount) throw badRequest(`integrationId: ${integrationId} is not a WhatsApp number`);
    const { accessToken } = credentials.open(row.objectId, row.credentials);
    return { row, wabaId: row.parentAccount, accessToken: accessToken! };
  }

  app.get('/integration/whatsapp-templates', { schema: WhatsAppTemplateRoutes.list }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const { row } = await numberOf(orgId, request.query.integrationId);
    return { results: (await numberTemplates(db, orgId, row.objectId)).map(toWhatsAppTemplate) };
  });

  app.post('/integration/whatsapp-templates/sync', { schema: WhatsAppTemplateRoutes.sync, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const { row, wabaId, accessToken } = await numberOf(orgId, request.body.integrationId);
    const templates = await askMeta(listMetaTemplates(meta, accessToken, wabaId), 'integrationId');
    const rows = await replaceTemplates(db, orgId, row.objectId, templates.map(templateFieldsOf));
    realtime.organizationChanged(orgId);
    return { results: rows.map(toWhatsAppTemplate) };
  });

  app.post('/integration/whatsapp-templates', { schema: WhatsAppTemplateRoutes.create, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const body = request.body;
    const problem = placeholderProblem(body.body);
    if (problem) throw badRequest(`body: ${problem}`);
    const placeholders = placeholderNumbers(body.body).length;
    if ((body.examples?.length ?? 0) !== placeholders) throw badRequest(`examples: one sample per placeholder (${placeholders}) for Meta's review`);
    if (body.header?.format === 'TEXT' && !body.header.text) throw badRequest('header.text: a TEXT header needs its text');
    const { row, wabaId, accessToken } = await numberOf(orgId, body.integrationId);
    // A media header: our upload, checked, given to Meta first; the template carries Meta's handle of it.
    const sample = body.header && body.header.format !== 'TEXT'
      ? await headerSampleOf({ db, storage, publicUrl: config.publicUrl }, orgId, body.header.format, body.header.mediaUrl)
      : undefined;
    const headerHandle = sample ? await askMeta(uploadHeaderSample(meta, accessToken, sample), MEDIA_FIELD) : undefined;
    const header = sample?.header ?? body.header;
    const created = await askMeta(createMetaTemplate(meta, accessToken, wabaId, { ...body, ...(header ? { header } : {}) }, headerHandle), refusedFieldOf);
    const template = await upsertTemplate(db, orgId, row.objectId, {
      waTemplateId: created.id,
      name: body.name,
      language: body.language,
      category: created.category ?? body.category,
      status: created.status === 'APPROVED' || created.status === 'REJECTED' ? created.status : 'PENDING',
      body: body.body,
      buttons: body.buttons ?? [],
      ...(header ? { header } : {}),
      ...(body.footer ? { footer: body.footer } : {}),
    });
    realtime.organizationChanged(orgId);
    return toWhatsAppTemplate(template);
  });

  app.delete('/integration/whatsapp-templates/:id', { schema: WhatsAppTemplateRoutes.delete, preHandler }, async (request) => {
    const { orgId } = await requireAdmin(db, request);
    const template = await organizationTemplate(db, orgId, request.params.id);
    if (!template) throw notFound();
    const { wabaId, accessToken } = await numberOf(orgId, template.integrationId);
    await askMeta(deleteMetaTemplate(meta, accessToken, wabaId, template), 'id');
    await deleteTemplate(db, orgId, template.objectId);
    realtime.organizationChanged(orgId);
    return {};
  });
}
