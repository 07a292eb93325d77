// What Meta's messaging platforms (Messenger, Instagram) ask of the Graph API the same way: a refusal
// told to the admin as the platform's, a person's profile when Meta gives it, the Page's subscription.
import { PlatformRefusal } from '../adapter';
import type { MetaConfig } from '../config';
import { graphCall, GraphRefusal } from './graph';

/** A refused Graph call as PlatformRefusal; anything else (time-outs, network) passes as it is. */
export async function refusalsAsPlatform<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GraphRefusal ? new PlatformRefusal(error.status, error.message) : error;
  }
}

/** A person's name and picture from `GET /{id}?fields=…`; undefined when Meta gives none. */
export async function graphProfile<P>(
  config: MetaConfig, accessToken: string, personId: string, fields: string, profileOf: (answer: P) => { displayName: string; picture?: string } | undefined,
): Promise<{ displayName: string; picture?: string } | undefined> {
  try {
    return profileOf(await refusalsAsPlatform(graphCall<P>(config, accessToken, { path: `/${personId}`, query: { fields } })));
  } catch (error) {
    // Meta gives no profile without the permission, or for a person who restricted it: no name to show.
    if (error instanceof PlatformRefusal && error.status < 500) return undefined;
    throw error;
  }
}

/** Subscribes the Page to the app's webhooks for these fields (Instagram's come through its Page too). */
export async function subscribePage(config: MetaConfig, accessToken: string, pageId: string, fields: string): Promise<void> {
  await refusalsAsPlatform(graphCall(config, accessToken, { method: 'POST', path: `/${pageId}/subscribed_apps`, query: { subscribed_fields: fields } }));
}
