// Messenger's messaging events as inbound items: Meta's messaging events (meta/messaging-events.ts,
// shared with Instagram) whose messages hold nothing but what both platforms have.
import { messagingContentOf, messagingInboundItem, type MessagingEvent } from '../meta/messaging-events';

export const messengerInboundItem = (event: MessagingEvent) => messagingInboundItem(event, messagingContentOf);
