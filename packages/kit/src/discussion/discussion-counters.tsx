import type { DiscussionCounts } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import '../i18n';
import './discussion.css';

/**
 * A card's line of how many comments and likes its post or entry has; nothing while it has none
 * (a list of entries nobody answered yet stays as quiet as before).
 */
export function DiscussionCounters({
  counts,
  className,
}: {
  counts: DiscussionCounts | null;
  className?: string;
}) {
  const { t } = useTranslation('kit');
  if (!counts || (counts.commentsCount === 0 && counts.likesCount === 0)) return null;
  return (
    <p className={className ? `cc-discussion-counters ${className}` : 'cc-discussion-counters'}>
      {counts.commentsCount > 0 && (
        <span className="cc-discussion-counters__item">
          {t('discussion.commentsCount', { count: counts.commentsCount })}
        </span>
      )}
      {counts.likesCount > 0 && (
        <span className="cc-discussion-counters__item">
          {t('discussion.likes', { count: counts.likesCount })}
        </span>
      )}
    </p>
  );
}
