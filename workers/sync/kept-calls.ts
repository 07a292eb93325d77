// The server calls of kept messages and reply templates (docs/kept-templates.md), for the sync engine;
// keeping and unkeeping are action kinds (local/outbox/kinds/keep.ts, unkeep.ts).
import { KEPT_PAGE_SIZE, TEMPLATE_PAGE_SIZE } from '../../common/kept-templates';
import type { KeptMessage, KeptQueryRequest, KeptQueryResponse, QueryTemplateRequest, QueryTemplateResult, RemoveTemplateRequest, ReplyTemplate, SaveTemplateRequest } from '../../common/contracts/kept-templates';
import type { ApiClient } from '../../local/api-client';
import type { TemplateInput } from '../../local/records';

export class KeptCalls {
  constructor(private readonly api: ApiClient) {}

  async list(orgId: string, conversationId: string, skip: number): Promise<KeptMessage[]> {
    const request: KeptQueryRequest & { orgId: string } = { orgId, where: { conversation: conversationId }, limit: KEPT_PAGE_SIZE, skip };
    return (await this.api.post<KeptQueryResponse>('classes/KeptMessage', request)).results;
  }

  async queryTemplates(orgId: string, keyword: string): Promise<ReplyTemplate[]> {
    const request: QueryTemplateRequest & { orgId: string } = {
      orgId, ...(keyword ? { where: { keyword } } : {}), options: { limit: TEMPLATE_PAGE_SIZE },
    };
    return (await this.api.call<QueryTemplateResult>('queryTemplate', request)).templates;
  }

  /**
   * POST /functions/saveTemplate: a text template of one element, or a card set (its cards and
   * alternative text); a new one with the console's id, a stored one by its templateId.
   */
  saveTemplate(input: TemplateInput, objectId: string): Promise<ReplyTemplate> {
    const { orgId, name, note, templateId } = input;
    const target = { orgId, name, ...(note ? { note } : {}), ...(templateId ? { templateId } : { objectId }) };
    const request: SaveTemplateRequest & { orgId: string } = input.card
      ? { ...target, templateType: input.card.templateType, data: { elements: input.card.elements, ...(input.card.content ? { content: input.card.content } : {}) } }
      : { ...target, templateType: 'text', data: { elements: [{ contentType: 'text', data: { content: input.content } }] } };
    return this.api.call<ReplyTemplate>('saveTemplate', request);
  }

  async removeTemplate(orgId: string, templateId: string): Promise<void> {
    const request: RemoveTemplateRequest & { orgId: string } = { orgId, templateId };
    await this.api.call('removeTemplate', request);
  }
}
