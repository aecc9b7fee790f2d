import { localizedName, type MemberProfile } from '@carclub/contracts';
import { memberFollowsPage } from '@carclub/contracts/page-paths';
import { MemberAvatar } from '@carclub/kit';
import { Link } from '@carclub/router';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { MemberGarage } from './member-garage';
import { SocialLinks } from './social-links';
import '../member-profile.css';

export interface MemberProfileViewProps {
  member: MemberProfile;
  /** Shown under the name: the owner's own links on `/profile`. */
  actions?: ReactNode;
}

/** The name a member shows, else their nickname. */
export function displayName(member: Pick<MemberProfile, 'nickname' | 'name'>): string {
  const name = [member.name?.first, member.name?.last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || member.nickname;
}

/** A stored calendar date (YYYY-MM-DD) or instant, as the reader's language writes a date. */
function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A member as everyone sees them: `/u/{nickname}` and, for the member themself, `/profile`. It
 * shows what the API gives and nothing else: a part the member keeps private is null there.
 */
export function MemberProfileView({ member, actions }: MemberProfileViewProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const headingId = useId();
  const aboutId = useId();
  const countsId = useId();
  const name = displayName(member);
  const { location, socialLinks } = member;
  const place = location
    ? [
        location.city?.trim(),
        location.state && localizedName(location.state, language),
        location.country && localizedName(location.country, language),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const hasAbout = Boolean(member.aboutMe || place || member.birthday || socialLinks);

  return (
    <article className="member" aria-labelledby={headingId}>
      <header className="member__hero">
        <div className="member__cover">
          {/* Decorative: the member's name is right below it. */}
          {member.cover && <img src={member.cover} alt="" fetchPriority="high" />}
        </div>
        <div className="member__identity">
          <MemberAvatar
            nickname={member.nickname}
            avatar={member.avatar}
            className="member__avatar"
            size={112}
          />
          <div className="member__names">
            <h1 id={headingId} className="member__name">
              {name}
            </h1>
            {name !== member.nickname && <p className="member__nickname">{member.nickname}</p>}
            <p className="member__since">
              {t('member.memberSince', { date: formatDate(member.memberSince, language) })}
            </p>
          </div>
          {actions && <div className="member__actions">{actions}</div>}
        </div>
      </header>

      <div className="member__columns">
        {hasAbout && (
          <section className="member__about" aria-labelledby={aboutId}>
            <h2 id={aboutId}>{t('member.about')}</h2>
            {member.aboutMe && <p className="member__about-text">{member.aboutMe}</p>}
            {(place || member.birthday) && (
              <dl className="member__facts">
                {place && (
                  <div>
                    <dt>{t('member.location')}</dt>
                    <dd>{place}</dd>
                  </div>
                )}
                {member.birthday && (
                  <div>
                    <dt>{t('member.birthday')}</dt>
                    <dd>{formatDate(member.birthday, language)}</dd>
                  </div>
                )}
              </dl>
            )}
            {socialLinks && <SocialLinks links={socialLinks} />}
          </section>
        )}
        <section className="member__counts" aria-labelledby={countsId}>
          <h2 id={countsId} className="visually-hidden">
            {t('member.counts.label')}
          </h2>
          <dl>
            <div>
              <dt>{t('member.counts.vehicles')}</dt>
              <dd>{number.format(member.counts.vehicles)}</dd>
            </div>
            {/* Counts are public; the lists behind them may be the member's alone (ADR 0165). */}
            {(['followers', 'following'] as const).map((list) => (
              <div key={list}>
                <dt>{t(`member.counts.${list}`)}</dt>
                <dd>
                  <Link
                    to={memberFollowsPage(member.nickname, list)}
                    aria-label={t(`follows.${list}Tab`, {
                      formatted: number.format(member.counts[list]),
                    })}
                  >
                    {number.format(member.counts[list])}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <MemberGarage nickname={member.nickname} />
    </article>
  );
}
