import type { Notice as NoticeData } from './use-fading-message';

/** A form's message after sending (see useFadingMessage); nothing when there is none. */
export function Notice({ notice, className = '' }: { notice: NoticeData | undefined; className?: string }) {
  if (!notice) return null;
  const tone = notice.tone === 'error' ? ' lto-notice--error' : '';
  return (
    <div className={`lto-notice${tone} ${className}`.trim()}>
      {notice.heading ? <h3 className="lto-notice__heading">{notice.heading}</h3> : null}
      <p>{notice.text}</p>
    </div>
  );
}
