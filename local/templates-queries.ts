// Reads of reply templates (src/templates), for useLiveQuery.
import { db } from './db';
import type { TemplateRecord } from './records';
import { matchesKeyword } from './template-search';

/** The organization's stored templates matching the keyword, by name. */
export function organizationTemplates(orgId: string, keyword: string): Promise<TemplateRecord[]> {
  return db.templates.where('[orgId+name]').between([orgId, ''], [orgId, '\uffff'])
    .filter((template) => matchesKeyword(template, keyword)).toArray();
}
