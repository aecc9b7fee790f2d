import { editCarPage, memberPage } from '@carclub/contracts/page-paths';
import {
  imageSrcset,
  type PublicVehicle,
  type ResponsiveImage,
  VEHICLE_HERO_SIZES,
} from '@carclub/contracts';
import { BookmarkButton, FollowButton, MemberAvatar, ReportButton } from '@carclub/kit';
import { useCurrentUser } from '@carclub/session';
import { ButtonLink, VehicleStatusBadge } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { CarTools } from '../../../components/car-tools';
import { numberFormat } from '../../../lib/number-format';
import { useLogbookCount, useViewerIsOwner } from '../hooks/use-owner-view';
import type { VehicleNames } from '../hooks/use-vehicle-names';

export interface VehicleHeroProps {
  vehicle: PublicVehicle;
  names: VehicleNames;
  /** The element id of the page heading, which names the whole page. */
  headingId: string;
}

/**
 * The cover: the preview, else the first photo. An API older than `previewPicture` sends only the
 * preview's URL, which is still shown, without a srcset.
 */
function coverImage(vehicle: PublicVehicle): ResponsiveImage | null {
  if (vehicle.previewPicture) return vehicle.previewPicture;
  if (vehicle.previewImage) {
    return { url: vehicle.previewImage, width: null, height: null, variants: [] };
  }
  return vehicle.gallery[0] ?? null;
}

/** The top of the page: the cover photo, the name, what the car is, its status and its owner. */
export function VehicleHero({ vehicle, names, headingId }: VehicleHeroProps) {
  const { t, i18n } = useTranslation('garage');
  const countsId = useId();
  const { data: user } = useCurrentUser();
  const isOwner = useViewerIsOwner(vehicle);
  const logbookCount = useLogbookCount(vehicle);
  const cover = coverImage(vehicle);
  const coverSrcset = cover ? imageSrcset(cover.variants) : undefined;
  const numbers = numberFormat(i18n.resolvedLanguage ?? i18n.language);

  return (
    <header className="vehicle-page__hero">
      <div className="vehicle-page__cover">
        {cover ? (
          // The page's largest picture (its LCP): never lazy, fetched first. The server's preload
          // of it uses the same srcset and sizes, so the browser picks the same file for both.
          <img
            src={cover.url}
            srcSet={coverSrcset}
            sizes={coverSrcset && VEHICLE_HERO_SIZES}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            alt={t('page.heroAlt', { name: names.name, headline: names.headline })}
            fetchPriority="high"
          />
        ) : (
          <div className="vehicle-page__no-photo">
            <svg viewBox="0 0 48 24" aria-hidden="true" focusable="false">
              <path d="M4 18h40v-4l-6-2-6-6H16l-6 6-6 2z M12 18a4 4 0 0 0 8 0 M28 18a4 4 0 0 0 8 0" />
            </svg>
            <p>{t('page.noPhoto')}</p>
          </div>
        )}
      </div>

      <div className="vehicle-page__intro">
        <h1 id={headingId} className="vehicle-page__name">
          {vehicle.name}
        </h1>
        <p className="vehicle-page__headline">{names.headline}</p>
        <VehicleStatusBadge status={vehicle.status} size="md" />

        {/* One link for the picture and the name: one tab stop, named by the nickname. */}
        <Link className="vehicle-page__owner" to={memberPage(vehicle.owner.nickname)}>
          <MemberAvatar
            nickname={vehicle.owner.nickname}
            avatar={vehicle.owner.avatar}
            className="vehicle-page__avatar"
            size={48}
          />
          <span className="vehicle-page__owner-text">
            <span className="vehicle-page__owner-label">{t('page.owner')}</span>{' '}
            <span className="vehicle-page__owner-name">{vehicle.owner.nickname}</span>
          </span>
        </Link>

        <section aria-labelledby={countsId}>
          <h2 id={countsId} className="visually-hidden">
            {t('page.counts.label')}
          </h2>
          <dl className="vehicle-page__counts">
            <div>
              <dt>{t('page.counts.posts')}</dt>
              <dd>{numbers.format(vehicle.postsCount)}</dd>
            </div>
            <div>
              <dt>{t('page.counts.logbookEntries')}</dt>
              <dd>{numbers.format(logbookCount)}</dd>
            </div>
          </dl>
        </section>

        {isOwner && (
          <ButtonLink
            variant="secondary"
            className="vehicle-page__edit"
            to={editCarPage(vehicle.id)}
            icon={
              <svg viewBox="0 0 16 16" focusable="false">
                <path d="M11 2.5l2.5 2.5L6 12.5H3.5V10z" />
              </svg>
            }
          >
            {t('page.edit')}
          </ButtonLink>
        )}
        {isOwner && (
          <CarTools
            car={{
              id: vehicle.id,
              nickname: vehicle.owner.nickname,
              slug: vehicle.slug,
              name: vehicle.name,
            }}
          />
        )}
        <FollowButton kind="vehicles" id={vehicle.id} name={vehicle.name} ownedByViewer={isOwner} />
        <BookmarkButton kind="vehicles" id={vehicle.id} ownedByViewer={isOwner} />
        {/* Guests see no button: a report needs an account, so that the limit per member holds. */}
        {user && !isOwner && (
          <ReportButton
            className="vehicle-page__report"
            subject={{ subjectType: 'vehicle', vehicleId: vehicle.id, name: vehicle.name }}
          />
        )}
      </div>
    </header>
  );
}
