import { vehiclePage } from '@carclub/contracts/page-paths';
import {
  imageSrcset,
  makeAndModelNames,
  SMALL_IMAGE_MAX_WIDTH,
  VEHICLE_CARD_SIZES,
  type VehicleCard,
} from '@carclub/contracts';
import { VehicleStatusBadge } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

/** A car's side view where a card has no photo yet; decorative, the card's name says the rest. */
function CarPlaceholder() {
  return (
    <div className="member-card__placeholder" aria-hidden="true">
      <svg viewBox="0 0 48 24" focusable="false">
        <path d="M4 18h40v-4l-6-2-6-6H16l-6 6-6 2z M12 18a4 4 0 0 0 8 0 M28 18a4 4 0 0 0 8 0" />
      </svg>
    </div>
  );
}

/**
 * One car of a member's garage, in the look of the garage list's cards (ADR 0070): its photo, its
 * name linking to its page, what it is, and its status badge (the same on every card, ADR 0101). `eager` cards
 * load their photo at once; the `first` card's is fetched before other images too, as it is the
 * page's largest picture on a phone.
 */
export function MemberVehicleCard({
  vehicle,
  eager,
  first = false,
}: {
  vehicle: VehicleCard;
  eager: boolean;
  first?: boolean;
}) {
  const { i18n } = useTranslation('profile');
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  const picture = vehicle.previewPicture;
  const srcset = picture
    ? imageSrcset(picture.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH })
    : undefined;
  const path = vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug });
  return (
    <article className="member-card" aria-labelledby={titleId}>
      <div className="member-card__media">
        {vehicle.previewImage ? (
          <img
            className="member-card__image"
            src={vehicle.previewImage}
            srcSet={srcset}
            sizes={srcset && VEHICLE_CARD_SIZES}
            // The name right below says what the photo shows.
            alt=""
            width={picture?.width ?? 640}
            height={picture?.height ?? 480}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <CarPlaceholder />
        )}
      </div>
      <div className="member-card__body">
        <h3 id={titleId} className="member-card__title">
          <Link className="member-card__link" to={path}>
            {vehicle.name}
          </Link>
        </h3>
        <VehicleStatusBadge status={vehicle.status} className="member-card__badge" />
        <p className="member-card__make">
          {names.make} {names.model} · {vehicle.year}
        </p>
      </div>
    </article>
  );
}
