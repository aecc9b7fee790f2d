import {
  imageSrcset,
  makeAndModelNames,
  SMALL_IMAGE_MAX_WIDTH,
  VEHICLE_CARD_SIZES,
  type VehicleCard as VehicleCardData,
} from '@carclub/contracts';
import { Link } from '@carclub/router';
import { VehicleStatusBadge } from '@carclub/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CarPlaceholder } from './car-placeholder';
import './vehicle-card.css';

export interface VehicleCardProps {
  vehicle: VehicleCardData;
  /** Where the car's name leads (its public page, or its edit page when it is hidden). */
  to: string;
  /** Cards of the first row load their image at once (they are what the page shows first). */
  eager?: boolean;
  /** The page's first card: its photo is fetched before other images, the largest on a phone. */
  first?: boolean;
  /** A moderator hid the car: the card says so in `note`. */
  hidden?: boolean;
  /** Under the status badge, above what the car is (the owner's notice of a hidden car). */
  note?: ReactNode;
  /** Under what the car is (owner, specs, counts). */
  children?: ReactNode;
  /** Below the card's body, above its stretched link (the owner's tools and actions). */
  footer?: ReactNode;
}

/**
 * One car as a card (ADR 0070), in the garage list and on a member's page: its photo, its name
 * linking to `to` (the whole card is the link's target), its status badge, the same on every
 * card (ADR 0101), and what it is.
 */
export function VehicleCard({
  vehicle,
  to,
  eager = false,
  first = false,
  hidden = false,
  note,
  children,
  footer,
}: VehicleCardProps) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const picture = vehicle.previewPicture;
  const srcset = picture
    ? imageSrcset(picture.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH })
    : undefined;
  const { make, model } = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);

  return (
    <article className={hidden ? 'vl-card vl-card--hidden' : 'vl-card'} aria-labelledby={titleId}>
      <div className="vl-card__media">
        {vehicle.previewImage ? (
          <img
            className="vl-card__image"
            src={vehicle.previewImage}
            srcSet={srcset}
            sizes={srcset && VEHICLE_CARD_SIZES}
            // The name right below says what the photo shows.
            alt=""
            // The photo's own ratio when known (the box crops it to 4:3 either way).
            width={picture?.width ?? 640}
            height={picture?.height ?? 480}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <CarPlaceholder className="vl-card__placeholder" />
        )}
      </div>
      <div className="vl-card__body">
        <h3 id={titleId} className="vl-card__title">
          <Link className="vl-card__link" to={to} data-vehicle-id={vehicle.id}>
            {vehicle.name}
          </Link>
        </h3>
        <VehicleStatusBadge status={vehicle.status} className="vl-badge" />
        {note}
        <p className="vl-card__make">
          {make} {model} · {vehicle.year}
        </p>
        {children}
      </div>
      {footer}
    </article>
  );
}
