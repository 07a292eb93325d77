// Customer groups (02 §3, §7, §9): the statuses, page sizes and limits both sides use (the wire shapes:
// common/contracts/customer-groups.ts).
import type { ExportLocale } from './tasks';

/** 02 §3: `creating` while a query group is first computed, `updating` while refreshed, `import-custom-customer-group` while a CSV fills it. */
export const CUSTOMER_GROUP_STATUSES = ['updating', 'creating', 'ready', 'import-custom-customer-group'] as const;
export type CustomerGroupStatus = (typeof CUSTOMER_GROUP_STATUSES)[number];

/** The group list: first page, then each further page (02 §9). */
export const GROUP_LIST_FIRST_PAGE = 40;
export const GROUP_LIST_NEXT_PAGE = 20;
/** A group's customers: first load, then each further load (02 §9). */
export const GROUP_CUSTOMERS_FIRST_PAGE = 40;
export const GROUP_CUSTOMERS_NEXT_PAGE = 20;
/** The most customers one getCustomersByCustomerGroup call answers (02 §9 "group customer fetch limit"). */
export const GROUP_CUSTOMERS_MAX_LIMIT = 9_999_999;
/** Longest group name (and CSV import title). */
export const GROUP_NAME_MAX = 100;
/** A ready query group's members are computed again once its last computation is this old (issue 27: a group that stays current). */
export const QUERY_GROUP_REFRESH_MS = 15 * 60 * 1000;

/**
 * How the rows of an imported CSV name customers: `customerId` is the id on the customer's platform
 * (for live chat the visitor id), `objectId` Parley's own customer id. The file's header row must
 * have a column of that name.
 */
export const CSV_ID_TYPES = ['customerId', 'objectId'] as const;
export type CsvIdType = (typeof CSV_ID_TYPES)[number];

/**
 * The customer export's header of each id column, per language (server/exports writes them): the
 * import reads a column so named as well, so an exported file imports back whatever its language.
 */
export const CSV_ID_EXPORT_HEADERS: Record<CsvIdType, Record<ExportLocale, string>> = {
  customerId: { 'en-US': 'Platform ID', 'ja-JP': 'プラットフォームID', 'zh-TW': '平台 ID', 'zh-CN': '平台 ID' },
  objectId: { 'en-US': 'Customer ID', 'ja-JP': '顧客ID', 'zh-TW': '顧客 ID', 'zh-CN': '客户 ID' },
};

/** The header names the import reads as the column of `type`: its own name, then the export's in each language. */
export function csvIdHeaders(type: CsvIdType): string[] {
  return [type, ...Object.values(CSV_ID_EXPORT_HEADERS[type])];
}

/** The fields a group list may be ordered by (`-field` descending), and the pattern of `order`. */
export const CUSTOMER_GROUP_ORDER_FIELDS = ['updatedAt', 'createdAt', 'name', 'count'] as const;
export type CustomerGroupOrderField = (typeof CUSTOMER_GROUP_ORDER_FIELDS)[number];
export const CUSTOMER_GROUP_ORDER_PATTERN = `^-?(${CUSTOMER_GROUP_ORDER_FIELDS.join('|')})$`;

/** The group status while a CSV import fills it. */
export const IMPORTING_STATUS: CustomerGroupStatus = 'import-custom-customer-group';
