import '../members.css';

import { can } from '@carclub/contracts';
import { memberPage } from '@carclub/contracts/page-paths';
import { isApiError } from '@carclub/api-client/is-api-error';
import { useCurrentUser } from '@carclub/session';
import { Button, EmptyState, ErrorState, Skeleton, useFocusAfterRemoval } from '@carclub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@carclub/router';

import { availableActions, type MemberActionKind } from '../actions';
import { useMember } from '../api/get-member';
import { MemberActionDialog } from './member-action-dialog';
import { TrustLevelDialog } from './trust-level-dialog';

/** The kinds the page has a text for; the API sends only security kinds, any new one reads "Notice". */
const SECURITY_KIND_TEXTS = [
  'newSignIn',
  'passwordChanged',
  'emailChangeRequested',
  'emailChangeConfirmed',
  'emailChangeCancelled',
] as const;
type SecurityKindKey = (typeof SECURITY_KIND_TEXTS)[number];
const isSecurityKind = (kind: string): kind is SecurityKindKey =>
  (SECURITY_KIND_TEXTS as readonly string[]).includes(kind);

/**
 * One member for staff: who they are, their vehicles, where they are signed in and their recent
 * security notices, and the actions the viewer's permissions allow (none for a moderator).
 */
export function MemberDetail({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const viewer = useCurrentUser().data;
  const detail = useMember(memberId);
  const [open, setOpen] = useState<MemberActionKind | null>(null);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  const focusActions = useFocusAfterRemoval<true>(() => actionsHeading.current);
  const [trustOpen, setTrustOpen] = useState(false);
  const trustHeading = useRef<HTMLHeadingElement>(null);
  const focusTrust = useFocusAfterRemoval<true>(() => trustHeading.current);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const back = (
    <p>
      <Link to="/dashboard/members">{t('members.detail.back')}</Link>
    </p>
  );

  if (detail.isPending) return <Skeleton label={t('members.detail.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return (
        <>
          {back}
          <EmptyState title={t('members.detail.notFound')} />
        </>
      );
    }
    return (
      <ErrorState title={t('members.detail.loadFailed')} onRetry={() => void detail.refetch()} />
    );
  }

  const { member, profile, vehicles, sessions, securityNotifications, trust } = detail.data;
  const actions = availableActions(viewer, member);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const none = t('members.detail.none');

  return (
    <div className="member-detail">
      {back}
      <h1 id="page-title">{member.nickname}</h1>
      <dl className="member-detail__facts">
        <dt>{t('members.table.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('members.table.roles')}</dt>
        <dd>{member.roles.map((role) => t(`members.roles.${role}`)).join(', ')}</dd>
        <dt>{t('members.table.status')}</dt>
        <dd>
          {[
            t(`members.statuses.${member.status}`),
            ...member.restrictions
              .filter((restriction) => restriction !== 'blocked')
              .map((restriction) => t(`members.restrictions.${restriction}`)),
          ].join(', ')}
        </dd>
        <dt>{t('members.table.joined')}</dt>
        <dd>{date.format(new Date(member.joinedAt))}</dd>
        <dt>{t('members.table.lastSignIn')}</dt>
        <dd>
          {member.lastSignInAt === null
            ? t('members.table.never')
            : date.format(new Date(member.lastSignInAt))}
        </dd>
      </dl>

      <section aria-labelledby="member-actions">
        <h2 id="member-actions" tabIndex={-1} ref={actionsHeading}>
          {t('members.actions.title')}
        </h2>
        {actions.length === 0 ? (
          <p>{t('members.actions.readOnly')}</p>
        ) : (
          <div className="member-detail__actions">
            {actions.map((kind) => (
              <Button
                key={kind}
                variant={kind === 'delete' || kind === 'block' ? 'danger' : 'secondary'}
                onClick={() => setOpen(kind)}
              >
                {t(`members.actions.${kind}`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="member-trust">
        <h2 id="member-trust" tabIndex={-1} ref={trustHeading}>
          {t('members.trust.title')}
        </h2>
        <dl className="member-detail__facts">
          <dt>{t('members.trust.level')}</dt>
          <dd>
            {[
              t('members.trust.value', {
                level: trust.level,
                name: t(`members.trust.names.level${trust.level}`),
              }),
              ...(trust.staff ? [t('members.trust.byRole')] : []),
              ...(trust.locked ? [t('members.trust.locked')] : []),
            ].join(', ')}
          </dd>
          <dt>{t('members.trust.daysVisited')}</dt>
          <dd>{trust.activity.daysVisited}</dd>
          <dt>{t('members.trust.published')}</dt>
          <dd>{trust.activity.commentsApproved + trust.activity.postsApproved}</dd>
        </dl>
        {can(viewer, 'content:moderate') && (
          <div className="member-detail__actions">
            <Button variant="secondary" onClick={() => setTrustOpen(true)}>
              {t('members.trust.change')}
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="member-profile">
        <h2 id="member-profile">{t('members.detail.profile')}</h2>
        <dl className="member-detail__facts">
          <dt>{t('members.detail.name')}</dt>
          <dd>{name || none}</dd>
          <dt>{t('members.detail.city')}</dt>
          <dd>{profile.city ?? none}</dd>
          <dt>{t('members.detail.aboutMe')}</dt>
          <dd>{profile.aboutMe ?? none}</dd>
        </dl>
        {member.status === 'active' && (
          <p>
            <a href={memberPage(member.nickname)}>{t('members.detail.publicPage')}</a>
          </p>
        )}
      </section>

      <section aria-labelledby="member-vehicles">
        <h2 id="member-vehicles">{t('members.detail.vehicles')}</h2>
        {vehicles.length === 0 ? (
          <p>{t('members.detail.noVehicles')}</p>
        ) : (
          <ul>
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                {vehicle.name}
                {vehicle.year === null ? '' : ` (${vehicle.year})`}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="member-sessions">
        <h2 id="member-sessions">{t('members.detail.sessions')}</h2>
        {sessions.length === 0 ? (
          <p>{t('members.detail.noSessions')}</p>
        ) : (
          <ul>
            {sessions.map((session) => (
              <li key={session.id}>
                {[session.browser, session.os].filter(Boolean).join(', ') ||
                  t('members.detail.unknownDevice')}
                {' — '}
                {t('members.detail.sessionSince', {
                  signedIn: date.format(new Date(session.signedInAt)),
                  lastUsed: date.format(new Date(session.lastUsedAt)),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="member-security">
        <h2 id="member-security">{t('members.detail.security')}</h2>
        {securityNotifications.length === 0 ? (
          <p>{t('members.detail.noSecurity')}</p>
        ) : (
          <ul>
            {securityNotifications.map((notice) => (
              <li key={notice.id}>
                {isSecurityKind(notice.kind)
                  ? t(`members.detail.securityKinds.${notice.kind}`)
                  : t('members.detail.securityKinds.other')}
                {' — '}
                {date.format(new Date(notice.createdAt))}
              </li>
            ))}
          </ul>
        )}
      </section>

      {trustOpen && (
        <TrustLevelDialog
          member={member}
          trust={trust}
          onClose={() => setTrustOpen(false)}
          onDone={() => {
            setTrustOpen(false);
            focusTrust(true);
          }}
        />
      )}
      {open !== null && (
        <MemberActionDialog
          member={member}
          kind={open}
          onClose={() => setOpen(null)}
          onDone={(kind) => {
            if (kind === 'delete') {
              setOpen(null);
              void navigate('/dashboard/members', { replace: true });
              return;
            }
            // The action's button may be gone (Block becomes Unblock), and with it the place the
            // dialog returns focus to: focus would fall to <body>.
            setOpen(null);
            focusActions(true);
          }}
        />
      )}
    </div>
  );
}
