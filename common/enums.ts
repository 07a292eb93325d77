// The value lists of the wire's enumerations, for code that needs them at run time (menus, checks)
// and for the contracts' schemas (contracts/base.ts builds each schema from its list).

export const PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'] as const;

/** Every authority a member can have (01 §6), most powerful first. */
export const AUTHORITIES = ['admin', 'general', 'private-only', 'customer-readonly'] as const;

/** The inbox categories of 02 §7 (common/inbox-rules.ts decides which customer is in which). */
export const INBOX_CATEGORIES = [
  'unassigned', 'all', 'self', 'private', 'done', 'spam', 'bot', 'unfollow', 'history', 'department', 'bind', 'subBind',
] as const;

export const SENDER_TYPES = ['_User', 'Customer', 'Organization', 'Bot', 'ForeignBot', 'AddOn'] as const;
