// The names of the messages the console's pages and its workers pass each other outside comlink:
// the sync worker's BroadcastChannels and the service worker's postMessage types.
import type { Broadcast } from '../common/contracts/broadcasts';
import type { PresenceEvent } from '../common/contracts/realtime';
import type { PresenceState } from '../common/presence';

/** BroadcastChannel on which the sync worker tells pages that an organization's roles changed. */
export const ORG_ROLE_CHANNEL = 'parley.orgRoleUpdated';
export interface OrgRoleSignal { orgId: string }
/**
 * BroadcastChannel on which the sync worker tells pages that the user lost an organization (deleted, or
 * evicted) or that one changed (its integrations): pages read their organization list again.
 */
export const ORGANIZATIONS_CHANNEL = 'parley.organizationsChanged';
export interface OrganizationsSignal { orgId: string; reason: 'deleted' | 'evicted' | 'changed' }

/**
 * BroadcastChannel on which the sync worker passes on the socket's broadcast changes (`event {type:
 * 'broadcast'}`): broadcasts are not kept offline, so the broadcast screens listen here while open.
 */
export const BROADCASTS_CHANNEL = 'parley.broadcastChanged';
export interface BroadcastSignal { orgId: string; broadcast: Broadcast }

/**
 * BroadcastChannel on which the sync worker passes on the socket's `orderNeedUpdate` (01 §4): the
 * organization's count of unhandled shop orders changed (the sidebar's chat-pay badge, src/chat-pay/unhandled).
 */
export const ORDER_NEED_UPDATE_CHANNEL = 'parley.orderNeedUpdate';
export interface OrderNeedUpdateSignal { orgId: string; unhandledCount: number; unhandledDelta: number }

/** The message the service worker posts to the window a push click picks: it routes there without reloading. */
export const NAVIGATE_MESSAGE = 'parley:navigate';
export interface NavigateMessage { type: typeof NAVIGATE_MESSAGE; url: string }
/**
 * Asked of a focused console window, with a MessagePort for the answer `{url}`: a WindowClient's url is
 * the one the page was loaded at, not the route it shows after navigating inside the app.
 */
export const WHERE_MESSAGE = 'parley:where';
/** Posted to the console's windows when the push service replaced the subscription: they register the new one. */
export const RESUBSCRIBED_MESSAGE = 'parley:push-resubscribed';

/**
 * BroadcastChannel on which the sync worker passes on other agents' presence in conversations (docs/presence.md),
 * each with the time it arrived (`at`, the worker's clock): the tabs showing that conversation keep the roster.
 */
export const PRESENCE_CHANNEL = 'parley.presence';
export type PresenceNews = PresenceEvent & { at: number };
/** What a tab tells the sync worker about its conversation (`SyncApi.presence`). */
export interface PresenceIntent { orgId: string; conversationId: string; tab: string; state: PresenceState }
/** BroadcastChannel on which a sync worker that does not lead passes its tab's intents to the leader, which owns the socket. */
export const PRESENCE_INTENTS_CHANNEL = 'parley.presenceIntents';
/** Each tab holds the Web Lock `${TAB_LOCK_PREFIX}{tab}` while it lives: the worker knows a closed tab by its lock's release. */
export const TAB_LOCK_PREFIX = 'parley.tab:';
