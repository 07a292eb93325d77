// Tag management (02 §2, §9): the organization's tags with how many customers carry each, read page
// by page; a tag is removed from every customer by a bulk tag task (`where: {tag}`). The list's request
// and answer: common/contracts/tag-management.ts.

/** The tag list: first page, then each further page (02 §9 "Tag management: first 40, then 20"). */
export const TAG_LIST_FIRST_PAGE = 40;
export const TAG_LIST_NEXT_PAGE = 20;
/** The most tags one POST /tag/list answers. */
export const TAG_LIST_MAX_LIMIT = 100;
