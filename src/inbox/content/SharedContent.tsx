import { useLingui } from '@lingui/react/macro';
import { httpUrl } from '../../../common/message-content';
import type { CustomerShareData, ShareData, StoryMentionData } from '../../../common/contracts/message-data';
import { contentLink } from './TextContent';

function OptionalLink({ url, children }: { url: string; children: string }) {
  const href = httpUrl(url);
  return href ? <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={contentLink}>{children}</a> : <span>{children}</span>;
}

/** A post or page the customer shared, with what they wrote; or their answer to one of the account's stories. */
export function ShareContent({ data }: { data: ShareData }) {
  const { t } = useLingui();
  if (data.replyToStory) {
    return (
      <p className="flex flex-col">
        <span className="text-xs opacity-80">{t`Replied to your story`}</span>
        {data.content && <span className="whitespace-pre-wrap">{data.content}</span>}
        <OptionalLink url={data.url}>{t`View story`}</OptionalLink>
      </p>
    );
  }
  return (
    <p className="flex flex-col">
      <span className="text-xs opacity-80">{t`Shared a post`}</span>
      <OptionalLink url={data.url}>{data.title || data.url}</OptionalLink>
      {data.content && <span className="whitespace-pre-wrap">{data.content}</span>}
    </p>
  );
}

/** The customer mentioned the business in a story (which may have expired since). */
export function StoryMentionContent({ data }: { data: StoryMentionData }) {
  const { t } = useLingui();
  return (
    <p className="flex flex-col">
      <span>{t`Mentioned you in their story`}</span>
      <OptionalLink url={data.url}>{t`View story`}</OptionalLink>
    </p>
  );
}

/** A contact card the customer shared. */
export function CustomerShareContent({ data }: { data: CustomerShareData }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Shared contact`} className="flex flex-col">
      <span className="text-xs opacity-80">{t`Shared contact`}</span>
      <span className="font-medium">{data.displayName}</span>
      {data.phone && <span>{data.phone}</span>}
      {data.email && <span>{data.email}</span>}
    </section>
  );
}
