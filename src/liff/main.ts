// The share page (GET /liff/share, the LIFF app's endpoint URL): LINE opens it from a share message's
// button; it shares the broadcast's card through LINE's share target picker and says how it went.
import { liff } from '@line/liff';
import { pickLocale } from '../livechat/strings';
import { fetchSharedContent, runShare } from './share-flow';
import { shareStringsFor } from './strings';

const locale = pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
const strings = shareStringsFor(locale);
document.documentElement.lang = locale;
document.title = strings.title;

const status = document.querySelector<HTMLElement>('#share-status');
if (status) {
  status.textContent = strings.working;
  void runShare(liff, { url: new URL(location.href), content: (token) => fetchSharedContent(token) })
    .then((outcome) => { status.textContent = strings[outcome]; });
}
