// What an Instagram message holds, beyond what Messenger's also do (meta/messaging-events.ts): a like
// (the heart), a story mention, a reply to one of the account's stories, a shared post or reel.
import { messagingContentOf, textOf, type MessagingContent, type MessagingMessage } from '../meta/messaging-events';

/** Attachments that are someone's post shared into the conversation. */
const SHARE_TYPES = new Set(['share', 'ig_reel', 'reel', 'ig_post', 'post']);

export function instagramContentOf(message: MessagingMessage): MessagingContent | undefined {
  const attachment = message.attachments?.[0];
  const url = textOf(attachment?.payload?.url, attachment?.url);
  const text = textOf(message.text);
  if (attachment?.type === 'like_heart') return { contentType: 'likeHeart', data: {} };
  // Meta forbids keeping a story's media: the mention keeps its CDN URL, which stops working when the story ends.
  if (attachment?.type === 'story_mention') return url ? { contentType: 'storyMention', data: { url } } : undefined;
  if (attachment?.type && SHARE_TYPES.has(attachment.type) && url) {
    // The post's title is the share's `title` (ShareData), which the console shows as the link.
    const title = textOf(attachment.payload?.title, attachment.title, text);
    return { contentType: 'share', data: { url, ...(title ? { title } : {}) } };
  }
  // A reply to a story: the text, with the story it answers.
  const storyUrl = textOf(message.reply_to?.story?.url);
  if (!attachment && storyUrl && text) return { contentType: 'share', data: { url: storyUrl, content: text, replyToStory: true } };
  return messagingContentOf(message);
}
