import type { Post } from '@carclub/contracts';
import { editPostPage, vehiclePage } from '@carclub/contracts/page-paths';
import { Link, useNavigate } from '@carclub/router';
import {
  BookmarkButton,
  formatDay,
  PhotoGallery,
  PostAuthor,
  ReportButton,
  TagList,
} from '@carclub/kit';
import { useCurrentUser } from '@carclub/session';
import { Button, ButtonLink, ConfirmDialog, toast, usePageTitle } from '@carclub/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeletePost } from '../api/save-post';
import { EntryCards } from './entry-cards';
import '../posts.css';

export interface PostArticleProps {
  post: Post;
  /**
   * Where the discussion (comments and likes) goes, under the post: drawn by the discussion's own
   * component (`packages/kit/src/discussion`), given the post's `discussion` summary.
   */
  discussion?: ReactNode;
}

/** A post as its page shows it: everything a reader needs, server-rendered. */
export function PostArticle({ post, discussion }: PostArticleProps) {
  const { t, i18n } = useTranslation('community');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const { data: user } = useCurrentUser();
  const isAuthor = user?.nickname.toLowerCase() === post.author.nickname.toLowerCase();
  usePageTitle(post.title);

  return (
    <article className="post" aria-labelledby={titleId}>
      <header className="post__header">
        <h1 id={titleId}>{post.title}</h1>
        <p className="post__meta">
          <PostAuthor author={post.author} size={32} />
          {post.publishedAt ? (
            <time dateTime={post.publishedAt}>
              {t('post.published', { date: formatDay(post.publishedAt, language) })}
            </time>
          ) : (
            <span>{t('post.draftNotPublished')}</span>
          )}
          {post.editedAt && (
            <span className="post__edited" title={formatDay(post.editedAt, language)}>
              {t('post.edited')}
            </span>
          )}
        </p>
        {post.vehicle && (
          <p className="post__car">
            <Link to={vehiclePage({ nickname: post.author.nickname, slug: post.vehicle.slug })}>
              {t('post.car', { name: post.vehicle.name, year: post.vehicle.year })}
            </Link>
          </p>
        )}
        {isAuthor && <AuthorTools post={post} />}
        {user && !isAuthor && (
          <div className="post__reader-tools">
            <BookmarkButton kind="discussions" id={post.discussion.id} ownedByViewer={isAuthor} />
            <ReportButton
              subject={{
                subjectType: 'discussion',
                discussionId: post.discussion.id,
                name: post.title,
              }}
            />
          </div>
        )}
      </header>

      <div
        className="post__body cc-markdown"
        // The API's renderer escapes all HTML and refuses unsafe addresses (ADR 0154, ADR 0163).
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />

      <PostPhotos post={post} />
      <EntryCards entries={post.entries} />
      {post.tags.length > 0 && <TagList tags={post.tags} label={t('post.tags')} />}

      <section className="post__discussion" aria-label={t('post.discussion')}>
        {discussion}
      </section>
    </article>
  );
}

/**
 * The post's photos in the author's order: the first one large, the others as thumbnails, each
 * opening the kit's viewer (the garage's car and entry pages show theirs the same way).
 */
function PostPhotos({ post }: { post: Post }) {
  const { t } = useTranslation('community');
  return (
    <PhotoGallery
      images={post.photos}
      name={post.title}
      title={t('post.photos')}
      className="post-photos"
      leadFirst
    />
  );
}

/** The author's own view: the post's state, and its Edit and Delete. */
function AuthorTools({ post }: { post: Post }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="post__author-tools">
      <ModerationNote moderation={post.moderation} reason={post.moderationReason} />
      <ButtonLink to={editPostPage(post.id)} variant="secondary" size="sm">
        {t('post.edit')}
      </ButtonLink>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        {t('post.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('post.deleteTitle', { title: post.title })}
        description={t('post.deleteDescription')}
        confirmLabel={t('post.delete')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              toast.success(t('post.deleted'));
              void navigate('/my/posts');
            },
            onError: (error) => {
              toast.error(error.message);
              setConfirming(false);
            },
          })
        }
      />
    </div>
  );
}

/** What a moderator decided, for the author: nothing while the post is visible. */
export function ModerationNote({
  moderation,
  reason,
}: {
  moderation: Post['moderation'];
  reason?: string | null;
}) {
  const { t } = useTranslation('community');
  if (moderation === 'held') {
    return <span className="post-badge post-badge--held">{t('moderation.held')}</span>;
  }
  if (moderation === 'hidden') {
    return (
      <span className="post-badge post-badge--hidden">
        {reason ? t('moderation.hiddenReason', { reason }) : t('moderation.hidden')}
      </span>
    );
  }
  return null;
}
