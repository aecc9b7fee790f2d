import {
  HELD_UNTIL_APPROVED,
  LEVEL_WITHOUT_REVIEW,
  type OwnTrustLevel,
  TRUST_LIMITS,
  TRUST_REQUIREMENTS,
  type TrustRequirement,
} from '@carclub/contracts';
import { ErrorState, Skeleton, SkeletonBlock } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { SettingsCard } from '../../../components/settings-card/settings-card';
import { useTrust } from '../api/get-trust';
import '../trust-level.css';

const TITLE_ID = 'trust-level-title';
const CONTENT = ['links', 'images', 'mentions'] as const;
const RATES = ['comment', 'post', 'like'] as const;
const REQUIREMENTS: (keyof TrustRequirement)[] = [
  'daysVisited',
  'discussionsEntered',
  'commentsRead',
  'likesGiven',
  'likesReceived',
  'contributions',
];

/** The member's own trust level, what it allows, and what the next one asks (ADR 0153). */
export function TrustLevel() {
  const { t } = useTranslation('profile');
  const query = useTrust();
  return (
    <SettingsCard titleId={TITLE_ID} title={t('trustLevel.title')} intro={t('trustLevel.intro')}>
      {query.data ? (
        <TrustLevelDetails trust={query.data} />
      ) : query.isPending ? (
        <Skeleton label={t('trustLevel.loading')}>
          <SkeletonBlock shape="rect" height="6rem" />
        </Skeleton>
      ) : (
        <ErrorState
          title={t('trustLevel.loadFailed')}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </SettingsCard>
  );
}

function TrustLevelDetails({ trust }: { trust: OwnTrustLevel }) {
  const { t } = useTranslation('profile');
  const { level, activity } = trust;
  const limits = TRUST_LIMITS[level];
  const held =
    level < LEVEL_WITHOUT_REVIEW &&
    (activity.commentsApproved < HELD_UNTIL_APPROVED.comment ||
      activity.postsApproved < HELD_UNTIL_APPROVED.post);
  const next = !trust.staff && !trust.locked && level < 3 ? ((level + 1) as 1 | 2 | 3) : null;
  const have: Record<keyof TrustRequirement, number> = {
    ...activity,
    contributions: activity.commentsApproved + activity.postsApproved,
  };

  return (
    <div className="trust-level">
      <p className="trust-level__current">
        {t('trustLevel.current', { level, name: t(`trustLevel.names.level${level}`) })}
      </p>
      {trust.staff && <p className="trust-level__note">{t('trustLevel.staff')}</p>}
      {!trust.staff && trust.locked && (
        <p className="trust-level__note">{t('trustLevel.locked')}</p>
      )}

      <table className="trust-level__table">
        <caption>{t('trustLevel.allows')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('trustLevel.inComment')}</th>
            <th scope="col">{t('trustLevel.inPost')}</th>
          </tr>
        </thead>
        <tbody>
          {CONTENT.map((part) => (
            <tr key={part}>
              <th scope="row">{t(`trustLevel.content.${part}`)}</th>
              <td>{limits.comment[part]}</td>
              <td>{limits.post[part]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="trust-level__facts">
        {RATES.map((action) => (
          <div key={action}>
            <dt>{t(`trustLevel.perDay.${action}`)}</dt>
            <dd>{limits.rates[action].perDay}</dd>
          </div>
        ))}
      </dl>
      {held && <p className="trust-level__note">{t('trustLevel.review')}</p>}

      {next === null ? (
        !trust.staff && !trust.locked && <p className="trust-level__note">{t('trustLevel.top')}</p>
      ) : (
        <>
          <h3 className="trust-level__next">
            {t('trustLevel.next', { name: t(`trustLevel.names.level${next}`) })}
          </h3>
          <dl className="trust-level__facts">
            {REQUIREMENTS.filter((name) => TRUST_REQUIREMENTS[next][name] > 0).map((name) => (
              <div key={name}>
                <dt>{t(`trustLevel.requirements.${name}`)}</dt>
                <dd>
                  {t('trustLevel.progress', {
                    have: have[name],
                    need: TRUST_REQUIREMENTS[next][name],
                  })}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
