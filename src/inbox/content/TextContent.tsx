import { LinkPreviewCard } from '../../link-preview/LinkPreviewCard';
import type { TextData } from '../../../common/contracts/message-data';
import { firstLink, linkify } from './linkify';

export const contentLink = 'underline underline-offset-2 break-all focus-visible:outline-2 focus-visible:outline-current';

/** Text with its http(s) links clickable (never HTML), and a preview card of the first link. */
export function TextContent({ data }: { data: TextData }) {
  const text = data.content ?? '';
  const preview = firstLink(text);
  return (
    <>
      <span>
        {linkify(text).map((part, index) => part.kind === 'link'
          ? <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={contentLink}>{part.text}</a>
          : <span key={index}>{part.text}</span>)}
      </span>
      {preview && <LinkPreviewCard url={preview} />}
    </>
  );
}
