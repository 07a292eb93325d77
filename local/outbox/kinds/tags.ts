// tag.add / tag.remove: the row's tags change at once; POST /functions/tagging (DELETE to remove).
// Each change is its own intent (a second tag added must not drop the first), and a waiting one shows
// on every server row until answered: adding or removing a tag again is harmless.
import type { Customer } from '../../../common/contracts/customers';
import type { TaggingRequest } from '../../../common/contracts/notes-tags';
import { withTags, withoutTags } from '../../../common/notes-tags';
import { newActionFields, type ActionRecord, type CustomerActionPayload, type CustomerKind } from './kind';

export interface TagPayload extends CustomerActionPayload {
  tags: string[];
}
export type TagAddAction = ActionRecord<'tag.add', TagPayload>;
export type TagRemoveAction = ActionRecord<'tag.remove', TagPayload>;

export interface TagIntent<Kind extends 'tag.add' | 'tag.remove'> {
  kind: Kind;
  orgId: string;
  customerId: string;
  conversationId: string;
  tags: string[];
}

type TagChange = (current: readonly string[], tags: readonly string[]) => string[];

function tagKind<Kind extends 'tag.add' | 'tag.remove'>(kind: Kind, change: TagChange, reverse: TagChange): CustomerKind<ActionRecord<Kind, TagPayload>, TagIntent<Kind>> {
  return {
    surface: 'customer',
    lastWins: false,
    showsOn: 'every',
    subject: (intent) => intent.customerId,
    create(intent, row, context) {
      if (intent.tags.length === 0) throw new Error(`${kind}: no tags`);
      return {
        ...newActionFields(intent.orgId, intent.conversationId, context),
        kind,
        payload: { conversationId: intent.conversationId, customerId: intent.customerId, tags: intent.tags, seenUpdatedAt: row?.updatedAt ?? '' },
      };
    },
    show: (row, action) => ({ ...row, tags: change(row.tags, action.payload.tags) }),
    undo: (row, action) => ({ ...row, tags: reverse(row.tags, action.payload.tags) }),
    async send(api, action) {
      const request: TaggingRequest = {
        orgId: action.orgId,
        tags: action.payload.tags,
        where: { customer: action.payload.customerId, organization: action.orgId },
        options: { version: 2 },
      };
      const body = kind === 'tag.remove' ? { ...request, _method: 'DELETE' as const } : request;
      return { customer: await api.call<Customer>('tagging', { ...body, orgId: action.orgId }) };
    },
  };
}

export const tagAdd = tagKind('tag.add', withTags, withoutTags);
export const tagRemove = tagKind('tag.remove', withoutTags, withTags);
