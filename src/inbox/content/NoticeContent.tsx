import { useLingui } from '@lingui/react/macro';

/** Messages that say one thing: a like (heart), a deleted message, a type the console cannot show. */
export function NoticeContent({ kind }: { kind: 'likeHeart' | 'delete' | 'unsupported' }) {
  const { t } = useLingui();
  if (kind === 'likeHeart') {
    return (
      <span className="text-2xl">
        <span aria-hidden="true">❤️</span>
        <span className="sr-only">{t`Like`}</span>
      </span>
    );
  }
  const text = kind === 'delete'
    ? t`This message was deleted.`
    : t({ id: 'chat.sentUnsupported', message: 'This type of message cannot be shown here.' });
  return <em className="opacity-70">{text}</em>;
}
