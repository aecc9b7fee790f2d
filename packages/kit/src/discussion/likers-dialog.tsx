import { memberPage } from '@carclub/contracts/page-paths';
import { Button, Dialog, ErrorState, Skeleton } from '@carclub/ui';
import { Link } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { MemberAvatar } from '../member-avatar/member-avatar';
import { useLikers } from './endpoints/get-likers';
import { useDiscussionContext } from './discussion-context';

/** Who liked the post, entry or comment, newest first, a page at a time. */
export function LikersDialog({
  commentId,
  onClose,
}: {
  commentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('kit');
  const { id } = useDiscussionContext();
  const likers = useLikers(id, commentId);
  const members = likers.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (likers.isPending) body = <Skeleton lines={3} />;
  else if (likers.isError)
    body = (
      <ErrorState
        title={t('discussion.likersFailed')}
        message={likers.error.message}
        onRetry={() => void likers.refetch()}
        retrying={likers.isFetching}
      />
    );
  else if (members.length === 0) body = <p>{t('discussion.noLikers')}</p>;
  else
    body = (
      <>
        <ul className="cc-discussion__likers">
          {members.map((liker) => (
            <li key={liker.nickname} className="cc-discussion__liker">
              <MemberAvatar
                nickname={liker.nickname}
                avatar={liker.avatar}
                className="cc-discussion__avatar"
                size={32}
              />
              <Link to={memberPage(liker.nickname)}>{liker.nickname}</Link>
            </li>
          ))}
        </ul>
        {likers.hasNextPage && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={likers.isFetchingNextPage}
            onClick={() => void likers.fetchNextPage()}
          >
            {t('discussion.moreLikers')}
          </Button>
        )}
      </>
    );

  return (
    <Dialog open onClose={onClose} title={t('discussion.likers')} size="sm">
      {body}
    </Dialog>
  );
}
