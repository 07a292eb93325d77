import { useLingui } from '@lingui/react/macro';
import { HelpSection } from './HelpSection';

/** Sending a broadcast, following it and exporting the list (docs/broadcasts.md). */
export function BroadcastsHelp() {
  const { t } = useLingui();
  return (
    <HelpSection id="broadcasts" title={t`Broadcasts`}>
      <p>{t`A broadcast sends up to 5 messages to many customers at once, over every connected channel, live chat included. It is on the Basic plan and up, for admins and for custom roles that open it.`}</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{t`Under Broadcast, choose New broadcast and give it a name.`}</li>
        <li>{t`Choose the audience: platforms, tags (any or all of them, and tags to leave out), gender, inbox categories, customer groups, or customers picked by name. The count below shows how many customers it reaches.`}</li>
        <li>{t`Add the messages: text, an image, a card, a carousel, a confirm, an imagemap, a video card, a WhatsApp template or a LINE share message. The preview shows each platform, and says what a platform does not get.`}</li>
        <li>{t`Send now (it asks first, naming how many customers it goes to), schedule it for later, or save it as a draft.`}</li>
      </ol>
      <p>{t`The list shows each broadcast's progress. A broadcast that is sending can be paused, resumed or stopped; a draft or a scheduled one edited; any copied. Its analysis counts the recipients per platform, sent, succeeded and failed, and for LINE how many opened and clicked. Resend failed only sends it again to those it did not reach.`}</p>
      <p>{t`The platforms' rules still apply: Messenger and Instagram customers whose last message is older than 24 hours get it only with a message tag their platform accepts, WhatsApp customers only through an approved template of their number, and LINE customers who blocked the account are left out.`}</p>
    </HelpSection>
  );
}
