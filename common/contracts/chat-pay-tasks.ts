// chatPay's tasks (docs/chat-pay.md "Product CSV import", "Order export"): the product CSV import and
// the order export, each started by a merchant route under /shop8/{orgId} and answered with the task
// the task list follows (docs/tasks.md). Each schema with its inferred type under the same name.
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../chat-pay';
import { EXPORT_LOCALES } from '../tasks';
import { errorAnswers, Id } from './base';
import { StringEnum } from './keywords';
import { Task } from './tasks';

const Locale = StringEnum(EXPORT_LOCALES);

/** POST /shop8/{orgId}/csv/products/import (03 §7): the CSV uploaded through the upload flow (mode csv). */
export const ProductImportRequest = Type.Object({
  /** The upload's `url` (`/files/{id}/{name}`), as the customer-group import's `fileUrl`. */
  s3FileUrl: Type.String({ minLength: 1, maxLength: 2000 }),
  /** Language of the report (its header row, results and problems); the console sends its own; zh-TW by default. */
  i18n: Type.Optional(Locale),
}, { additionalProperties: false });
export type ProductImportRequest = Static<typeof ProductImportRequest>;

/** The orders an export writes: the order list's status filters, and a range of their creation times. */
export const OrderExportFilter = Type.Object({
  status: Type.Optional(StringEnum(ORDER_STATUSES)),
  payment: Type.Optional(StringEnum(PAYMENT_STATUSES)),
  shipping: Type.Optional(StringEnum(SHIPPING_STATUSES)),
  /** Placed at or after this time (ISO 8601). */
  createdFrom: Type.Optional(Type.String({ format: 'date-time' })),
  /** Placed before this time (ISO 8601). */
  createdTo: Type.Optional(Type.String({ format: 'date-time' })),
}, { additionalProperties: false });
export type OrderExportFilter = Static<typeof OrderExportFilter>;

/** POST /shop8/{orgId}/orders/export (03 §7, the "export chat-pay orders" modal). */
export const OrderExportRequest = Type.Object({
  filter: Type.Optional(OrderExportFilter),
  /** Language of the header row and the statuses (the console sends its own); zh-TW by default (01 §1). */
  i18n: Type.Optional(Locale),
  /** IANA time zone of the order dates in the file and of its name; UTC by default. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
}, { additionalProperties: false });
export type OrderExportRequest = Static<typeof OrderExportRequest>;

/** A product import's result (the task's `result`): rows by outcome and the first problems, as the report words them. */
export type ProductImportResult = {
  rows: number;
  created: number;
  updated: number;
  failed: number;
  problems: { row: number; column: string; problem: string }[];
};

const OrgParams = Type.Object({ orgId: Id });
export const ChatPayTaskRoutes = {
  productImport: { params: OrgParams, body: ProductImportRequest, response: { 200: Task, ...errorAnswers } },
  orderExport: { params: OrgParams, body: OrderExportRequest, response: { 200: Task, ...errorAnswers } },
};
