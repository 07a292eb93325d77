// The server calls of kept messages and reply templates (docs/kept-templates.md), for the sync engine.
import { KEPT_PAGE_SIZE, TEMPLATE_PAGE_SIZE } from '../../common/kept-templates';
import type { KeepRequest, KeptMessage, KeptQueryRequest, KeptQueryResponse, QueryTemplateRequest, QueryTemplateResult, RemoveTemplateRequest, ReplyTemplate, SaveTemplateRequest } from '../../common/contracts/kept-templates';
import type { KeptMessageRecord } from '../../local/records';
import { ApiError, type ApiClient } from './http';

export class KeptCalls {
  constructor(private readonly api: ApiClient) {}

  /** POST /functions/keep with the keep's client id: a retry after a lost answer gets the same keep. */
  keep(orgId: string, kept: KeptMessageRecord): Promise<KeptMessage> {
    const request: KeepRequest & { orgId: string } = {
      orgId, conversation: kept.conversationId, message: kept.messageId, owner: kept.ownerId, objectId: kept.objectId,
    };
    return this.api.call<KeptMessage>('keep', request);
  }

  /** POST /classes/KeptMessage/{id} with _method DELETE; a repeat whose answer was lost finds nothing, as asked. */
  async unkeep(orgId: string, keptId: string): Promise<void> {
    try {
      const request: { orgId: string; _method: 'DELETE' } = { orgId, _method: 'DELETE' };
      await this.api.post(`classes/KeptMessage/${keptId}`, request);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }

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

  /** POST /functions/saveTemplate: a text template of one element. */
  saveTemplate(input: { orgId: string; name: string; content: string }, objectId: string): Promise<ReplyTemplate> {
    const request: SaveTemplateRequest & { orgId: string } = {
      orgId: input.orgId, templateType: 'text', name: input.name, objectId,
      data: { elements: [{ contentType: 'text', data: { content: input.content } }] },
    };
    return this.api.call<ReplyTemplate>('saveTemplate', request);
  }

  async removeTemplate(orgId: string, templateId: string): Promise<void> {
    const request: RemoveTemplateRequest & { orgId: string } = { orgId, templateId };
    await this.api.call('removeTemplate', request);
  }
}
