import {
  imageSrcset,
  type MemberRef,
  type PostCard as PostCardData,
  SMALL_IMAGE_MAX_WIDTH,
  VEHICLE_CARD_SIZES,
} from '@carclub/contracts';
import { memberPage, postPage, tagPage, vehiclePage } from '@carclub/contracts/page-paths';
import { Link } from '@carclub/router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { MemberAvatar } from '../member-avatar/member-avatar';
import { formatDay } from './format-day';
import './post-card.css';

export interface PostCardProps {
  post: PostCardData;
  /** Where the title leads: the post's page, or its editor in the author's list. */
  to?: string;
  /** Badges above the title (the author's status and moderation marks). */
  badges?: ReactNode;
  /** The card's first photo loads at once (it is what the page shows first). */
  eager?: boolean;
}

/**
 * A post in a list (mf-community's lists, a car's Posts tab in mf-garage): its photo, title,
 * excerpt, author, date, car, tags and counters.
 */
export function PostCard({ post, to, badges, eager = false }: PostCardProps) {
  const { t, i18n } = useTranslation('kit');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const address = to ?? postPage({ nickname: post.author.nickname, slug: post.slug });
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <article className="post-card" aria-labelledby={titleId}>
      {post.photo && (
        <img
          className="post-card__photo"
          src={post.photo.cardUrl}
          srcSet={imageSrcset(post.photo.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH })}
          sizes={VEHICLE_CARD_SIZES}
          width={post.photo.width ?? undefined}
          height={post.photo.height ?? undefined}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
        />
      )}
      <div className="post-card__body">
        {badges}
        <h2 className="post-card__title" id={titleId}>
          <Link className="cc-title-link" to={address}>
            {post.title}
          </Link>
        </h2>
        <p className="post-card__meta">
          <PostAuthor author={post.author} size={24} />
          <time dateTime={date}>{formatDay(date, language)}</time>
          {post.vehicle && (
            <Link
              to={vehiclePage({ nickname: post.author.nickname, slug: post.vehicle.slug })}
            >{`${post.vehicle.name}, ${post.vehicle.year}`}</Link>
          )}
        </p>
        {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
        {post.tags.length > 0 && <TagList tags={post.tags} />}
        <p className="post-card__counts">
          <span>{t('posts.comments', { count: post.commentsCount })}</span>
          <span>{t('posts.likes', { count: post.likesCount })}</span>
        </p>
      </div>
    </article>
  );
}

/** A post's author: their picture and nickname, leading to their page. */
export function PostAuthor({ author, size }: { author: MemberRef; size: number }) {
  return (
    <Link className="post-author" to={memberPage(author.nickname)}>
      <MemberAvatar
        nickname={author.nickname}
        avatar={author.avatar}
        className="post-author__avatar"
        size={size}
      />
      {author.nickname}
    </Link>
  );
}

/** A post's tags, each leading to its tag's page. */
export function TagList({ tags, label }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="post-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPage(tag)}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
