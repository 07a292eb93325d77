// JSON schemas of the search requests (02 §7); unknown where fields are refused in the query builders.
import { SEARCH_KEYWORD_MAX } from '../../common/customer-search';
import { INBOX_CATEGORIES } from '../../common/inbox-rules';
import { beforeCursor, customerSort, idProperty, sortDescending } from '../http/schemas';

/** Largest page, and the most ids one $in may list. */
export const SEARCH_MAX_PAGE = 100;

const PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'];
const SENDER_TYPES = ['_User', 'Customer', 'Organization', 'Bot', 'ForeignBot', 'AddOn'];
const dateTime = { type: 'string', format: 'date-time' };
const text = { type: 'string', maxLength: SEARCH_KEYWORD_MAX };
const inList = (items: object) => ({
  type: 'object', required: ['$in'], properties: { $in: { type: 'array', maxItems: SEARCH_MAX_PAGE, items } },
});
const oneOrIn = { anyOf: [idProperty, inList(idProperty)] };
const timeRange = { type: 'object', properties: { $gte: dateTime, $lte: dateTime } };
const tag = { type: 'string', minLength: 1, maxLength: 100 };
const tagsInNin = {
  type: 'object',
  properties: { $in: { type: 'array', maxItems: SEARCH_MAX_PAGE, items: tag }, $nin: { type: 'array', maxItems: SEARCH_MAX_PAGE, items: tag } },
};
const paging = {
  limit: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_PAGE },
  skip: { type: 'integer', minimum: 0 },
  count: { type: 'boolean' },
};

const customerWhere = {
  type: 'object',
  properties: {
    objectId: oneOrIn,
    customerId: oneOrIn,
    conversation: oneOrIn,
    cellPhone: text,
    email: text,
    platform: inList({ enum: PLATFORMS }),
    nameSearch: text,
    lastMessageAt: beforeCursor,
    assignedAt: beforeCursor,
    lastInboundAt: beforeCursor,
    message: { type: 'object', required: ['_created_at'], properties: { _created_at: timeRange } },
    inbox: { type: 'string', enum: INBOX_CATEGORIES },
    tags: tagsInNin,
  },
};

const customerOptions = {
  type: 'object',
  properties: {
    message: { type: 'boolean' },
    badgeOnly: { type: 'boolean' },
    monitoringOnly: { type: 'boolean' },
    bindRoleId: idProperty,
    sort: customerSort,
    ...paging,
  },
};

export const findCustomerSchema = {
  body: { type: 'object', properties: { orgId: idProperty, where: customerWhere, options: customerOptions } },
};

/** getCustomersV3: the customers named by where.objectId.$in (the message center refreshing rows). */
export const getCustomersSchema = {
  body: {
    type: 'object',
    required: ['where'],
    properties: {
      orgId: idProperty,
      where: { ...customerWhere, required: ['objectId'], properties: { ...customerWhere.properties, objectId: inList(idProperty) } },
      options: customerOptions,
    },
  },
};

/** The message search's where (02 §7 message query shape), as findMessageV3 accepts it without a conversation. */
export const messageSearchWhereProperties = {
  keyword: text,
  platform: inList({ enum: PLATFORMS }),
  _created_at: timeRange,
  senderType: inList({ enum: SENDER_TYPES }),
  sender: idProperty,
  before: dateTime,
  inbox: inList({ enum: INBOX_CATEGORIES }),
  tags: tagsInNin,
};

export const messageSearchOptionsProperties = {
  sort: { type: 'object', required: ['_created_at'], additionalProperties: false, properties: { _created_at: sortDescending } },
  ...paging,
};
