import { makeAndModelNames, type PublicVehicle } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

export interface VehicleNames {
  /** The owner's name for the car, e.g. "Blue Thunder". */
  name: string;
  /** What the car is, e.g. "2012 Volkswagen Golf", with reference names in the interface language. */
  headline: string;
  /** The name with the headline, or the headline alone when the name only repeats it. */
  title: string;
}

/** The names of a vehicle as its page, its photos and the document title show them. */
export function useVehicleNames(vehicle: PublicVehicle): VehicleNames {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { make, model } = makeAndModelNames(vehicle.manufacturer, vehicle.model, language);
  const headline = t('page.headline', { year: vehicle.year, make, model });
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase(language);
  // "Golf" or "Volkswagen Golf" as a name says nothing the headline does not.
  const repeatsHeadline = [headline, `${make} ${model}`, model]
    .map(plain)
    .includes(plain(vehicle.name));
  const title = repeatsHeadline ? headline : t('page.namedTitle', { name: vehicle.name, headline });
  return { name: vehicle.name, headline, title };
}
