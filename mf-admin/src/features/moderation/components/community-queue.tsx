import '../moderation.css';

import { COMMUNITY_QUEUES, type CommunityItem, type CommunityQueue } from '@carclub/contracts';
import { memberPage } from '@carclub/contracts/page-paths';
import { DataTable, QueryView } from '@carclub/kit';
import { Button, Field, Select, toast, useFocusAfterRemoval } from '@carclub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { ReasonDialog } from '../../../components/reason-dialog';
import { actionFailedMessage } from '../../../lib/api/action-failed';
import { useCommunityQueue, useModerateContent } from '../api/community-queue';

const NAME_LENGTH = 40;

/** A post by its title; a comment by its first words, as several may be under one title. */
const nameOf = (item: CommunityItem) =>
  item.kind === 'post' || item.excerpt === ''
    ? item.title
    : item.excerpt.length > NAME_LENGTH
      ? `${item.excerpt.slice(0, NAME_LENGTH)}…`
      : item.excerpt;

/**
 * The Community section of the moderation page (ADR 0159): what waits for a moderator, with
 * Approve and Hide, and what moderators hid, with Restore. Its queue and page are its own state,
 * not the URL's, which belongs to the cars' table above it.
 */
export function CommunityQueueSection() {
  const { t, i18n } = useTranslation('admin');
  const [queue, setQueue] = useState<CommunityQueue>('held');
  const [page, setPage] = useState(1);
  const items = useCommunityQueue({ queue, page });
  const moderate = useModerateContent();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useFocusAfterRemoval<true>(() => heading.current);
  const [acting, setActing] = useState<{ item: CommunityItem; action: 'hide' | 'restore' }>();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const approve = (item: CommunityItem) =>
    moderate.mutate(
      { kind: item.kind, id: item.id, action: 'approve' },
      {
        onSuccess: () => {
          // The row leaves the queue with the button that was pressed.
          focusHeading(true);
          toast.success(t('moderation.community.approve.done', { name: nameOf(item) }));
        },
        onError: (error) => toast.error(actionFailedMessage(error, t)),
      },
    );

  return (
    <section aria-labelledby="community-title" className="moderation-community">
      <h2 id="community-title" tabIndex={-1} ref={heading}>
        {t('moderation.community.title')}
      </h2>
      <p>{t('moderation.community.intro')}</p>
      <div className="moderation-filters">
        <Field label={t('moderation.community.queue.label')}>
          <Select
            value={queue}
            onChange={(event) => {
              setQueue(event.target.value === 'hidden' ? 'hidden' : 'held');
              setPage(1);
            }}
            options={COMMUNITY_QUEUES.map((value) => ({
              value,
              label: t(`moderation.community.queue.${value}`),
            }))}
          />
        </Field>
      </div>
      <QueryView
        query={items}
        loading={t('moderation.community.loading')}
        failed={t('moderation.community.loadFailed')}
        empty={t(`moderation.community.empty.${queue}`)}
      >
        {({ items: rows, total, limit }) => (
          <DataTable
            className="moderation-table"
            rows={rows}
            rowKey={(item) => `${item.kind}:${item.id}`}
            status={t('moderation.community.total', { total })}
            statusClassName="moderation-count"
            caption={t('moderation.community.caption')}
            captionHidden
            columns={[
              {
                key: 'what',
                header: t('moderation.community.columns.what'),
                rowHeader: true,
                cell: (item) => (
                  <>
                    <span className="moderation-table__muted">
                      {t(`moderation.community.kind.${item.kind}`)}
                    </span>{' '}
                    {item.path === null ? item.title : <Link to={item.path}>{item.title}</Link>}
                  </>
                ),
              },
              {
                key: 'author',
                header: t('moderation.community.columns.author'),
                cell: (item) =>
                  item.authorNickname === null ? (
                    t('moderation.community.deletedMember')
                  ) : (
                    <Link to={memberPage(item.authorNickname)}>{item.authorNickname}</Link>
                  ),
              },
              {
                key: 'text',
                header: t('moderation.community.columns.text'),
                cell: (item) => (
                  <>
                    {item.excerpt}
                    {item.moderationReason && (
                      <span className="moderation-table__reason">{item.moderationReason}</span>
                    )}
                  </>
                ),
              },
              {
                key: 'since',
                header: t('moderation.community.columns.since'),
                cell: (item) => date.format(new Date(item.createdAt)),
              },
              {
                key: 'actions',
                header: t('moderation.community.columns.actions'),
                cell: (item) =>
                  queue === 'held' ? (
                    <div className="moderation-table__actions">
                      <Button
                        size="sm"
                        aria-label={t('moderation.community.approve.labelFor', {
                          name: nameOf(item),
                        })}
                        disabled={moderate.isPending}
                        onClick={() => approve(item)}
                      >
                        {t('moderation.community.approve.button')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('moderation.community.hide.labelFor', {
                          name: nameOf(item),
                        })}
                        onClick={() => setActing({ item, action: 'hide' })}
                      >
                        {t('moderation.community.hide.button')}
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('moderation.community.restore.labelFor', {
                        name: nameOf(item),
                      })}
                      onClick={() => setActing({ item, action: 'restore' })}
                    >
                      {t('moderation.community.restore.button')}
                    </Button>
                  ),
              },
            ]}
            pagination={{
              page,
              pageCount: Math.max(1, Math.ceil(total / limit)),
              onPageChange: setPage,
              label: t('moderation.community.pagination'),
            }}
          />
        )}
      </QueryView>
      <ReasonDialog
        open={acting !== undefined}
        danger={acting?.action === 'hide'}
        title={
          acting
            ? t(`moderation.community.${acting.action}.title`, { name: nameOf(acting.item) })
            : ''
        }
        description={acting ? t(`moderation.community.${acting.action}.description`) : undefined}
        confirmLabel={acting ? t(`moderation.community.${acting.action}.confirm`) : ''}
        doneMessage={
          acting
            ? t(`moderation.community.${acting.action}.done`, { name: nameOf(acting.item) })
            : ''
        }
        onClose={() => setActing(undefined)}
        onDone={() => {
          // The row leaves its queue with the dialog's opener: focus goes to the heading.
          setActing(undefined);
          focusHeading(true);
        }}
        onConfirm={(reason) =>
          moderate.mutateAsync({
            kind: acting!.item.kind,
            id: acting!.item.id,
            action: acting!.action,
            reason,
          })
        }
      />
    </section>
  );
}
