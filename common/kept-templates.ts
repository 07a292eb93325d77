// Kept messages and reply templates (02 §3, §7, §9): the limits both sides use (the wire shapes:
// common/contracts/kept-templates.ts).

/** Kept messages per page (02 §9). */
export const KEPT_PAGE_SIZE = 20;
/** Reply templates per page (02 §9). */
export const TEMPLATE_PAGE_SIZE = 20;
/** A template's name, as the picker lists it. */
export const TEMPLATE_NAME_MAX = 50;
/** A text template's content; the longest text any supported platform takes in one message. */
export const TEMPLATE_CONTENT_MAX = 2000;
/** A template's note (what it is for). */
export const TEMPLATE_NOTE_MAX = 200;
/** A card template's alternative text (what notifications show), as a broadcast card's. */
export const CARD_TEMPLATE_ALT_MAX = 400;
