// Which stored templates the picker shows for a keyword: the server's rule (name or text contains it,
// case-insensitive), applied to what this browser has, so the picker works offline.
import type { TemplateRecord } from './records';

export function matchesKeyword(template: Pick<TemplateRecord, 'name' | 'content'>, keyword: string): boolean {
  const wanted = keyword.trim().toLocaleLowerCase();
  return wanted === '' || template.name.toLocaleLowerCase().includes(wanted) || template.content.toLocaleLowerCase().includes(wanted);
}
