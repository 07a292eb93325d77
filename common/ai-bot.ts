// An organization's AI bot (01 §2 message-bot, 02 §8 error/bot_not_found): the limits of what the bot
// editor edits, shared by the console's editor and the server (the wire shapes: common/contracts/ai.ts).

export const AI_BOT_NAME_MAX = 50;
/** What the business tells its bot (opening hours, policies, tone): sent with every suggested reply. */
export const AI_BOT_INSTRUCTIONS_MAX = 2000;
