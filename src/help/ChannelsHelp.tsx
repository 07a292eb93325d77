import { useLingui } from '@lingui/react/macro';
import { HelpCode, HelpHeading, HelpSection } from './HelpSection';

/** Connecting each channel, and the live-chat widget's tag (docs/channels.md, docs/livechat.md). */
export function ChannelsHelp() {
  const { t } = useLingui();
  const tag = `<script src="${window.location.origin}/livechat/widget.js" data-org="ORGANIZATION_ID"></script>`;
  const body = '</body>';
  const labelAttribute = 'data-label';
  return (
    <>
      <HelpSection id="channels" title={t`Connecting channels`}>
        <p>{t`Admins connect channels under Organization settings › Linked apps. Each card asks for what the platform gives you and says where to find it. The plan decides which channels can be connected: live chat on every plan; LINE, Messenger and Instagram from Basic; WhatsApp from Business.`}</p>
        <HelpHeading>{t`LINE`}</HelpHeading>
        <p>{t`In the LINE Developers console, open your Messaging API channel and copy its channel ID, channel secret and a long-lived channel access token into the LINE card. When this server has an HTTPS address it tells LINE the webhook URL itself; otherwise paste the webhook URL the card shows into Messaging API › Webhook URL and turn on "Use webhook". Verify asks LINE to test the webhook.`}</p>
        <HelpHeading>{t`Messenger`}</HelpHeading>
        <p>{t`In Meta for Developers, create a Business app and add the Messenger product. Give the Messenger card the Page ID, the app secret (App settings › Basic), a Page access token (Messenger API settings › Generate access tokens) and a verify token you choose (8 to 100 characters, no spaces). Then, in the app's Webhooks settings for the Page, enter the callback URL and verify token the card shows and subscribe to the fields it lists. Meta calls HTTPS addresses only.`}</p>
        <HelpHeading>{t`Instagram`}</HelpHeading>
        <p>{t`The account must be a professional account linked to a Facebook Page, with access to messages allowed in the Instagram app. In a Meta Business app with the Messenger product and its Instagram settings, get the linked Page's access token. Give the Instagram card the Instagram account ID, the Page ID, the app secret, the token and a verify token, then enter the callback URL and verify token in the app's Webhooks settings for Instagram.`}</p>
        <HelpHeading>{t`WhatsApp`}</HelpHeading>
        <p>{t`In a Meta Business app with the WhatsApp product, make a system user with a token for WhatsApp messaging and management, and copy the phone number ID and the WhatsApp Business Account ID. Give them to the WhatsApp card with the app secret and a verify token, then enter the callback URL and verify token under WhatsApp › Configuration and subscribe to the fields the card lists. Outside the 24-hour window only approved templates can be sent: manage them under Organization settings › WhatsApp templates.`}</p>
        <HelpHeading>{t`Live chat`}</HelpHeading>
        <p>{t`Live chat is built in and connected when the organization is created. Its card in Linked apps holds the widget's tag, a link to the live-chat page and the widget settings: whether replies show the agent's name and picture, message times, a pre-chat form asking for a name and e-mail, business hours and the away message shown outside them.`}</p>
      </HelpSection>
      <HelpSection id="widget" title={t`The live-chat widget tag`}>
        <p>{t`Copy the tag from the Live chat card (Copy code) and paste it into the HTML of every page where the chat should appear, just before ${body}. It looks like this, with your organization's ID:`}</p>
        <HelpCode>{tag}</HelpCode>
        <p>{t`The tag adds a "Chat with us" button in the page's bottom-right corner that opens the chat; the attribute ${labelAttribute} changes the button's text. The same chat is a page of its own, /livechat/ followed by the organization's ID, which you can link to. Visitors' messages arrive in the message center like those of any channel.`}</p>
      </HelpSection>
    </>
  );
}
