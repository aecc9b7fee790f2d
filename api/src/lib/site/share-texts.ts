import {
  FUEL_TYPE_NAMES,
  TRANSMISSION_NAMES,
  type FuelType,
  type Transmission,
} from '@carclub/contracts';
import { LANGUAGES, type Language } from '@carclub/contracts/languages';

/** The languages link previews are written in; the site's default first. */
export const SHARE_LANGUAGES = LANGUAGES;
export type ShareLanguage = Language;

export const SITE_NAME = 'CarClub';

export interface ShareTexts {
  /** `og:locale`. */
  locale: string;
  siteDescription: string;
  siteImageAlt: string;
  carsTitle: string;
  carsDescription: string;
  /** What a car is: "2012 Volkswagen Golf". Mirrors `garage:page.headline`. */
  headline: (car: { year: number; make: string; model: string }) => string;
  status: { active: string; selling: string; sold: string };
  /** The first sentence of a car's description: what it is, whose it is, where. */
  vehicleSummary: (car: { headline: string; status: string; nickname: string }) => string;
  /** The first sentence of a member's description: who, where from, how many cars. */
  memberSummary: (member: { nickname: string; place: string | null; vehicles: number }) => string;
  /** A logbook entry's description without a story: whose car's logbook, which day. */
  logbookEntrySummary: (entry: { car: string; nickname: string; date: string }) => string;
  /** A post's description without text: whose post it is. */
  postSummary: (post: { nickname: string }) => string;
  /** `og:image:alt` of a member's avatar. */
  memberAvatarAlt: (name: string) => string;
  /** Labels of the car's specifications in its structured data: the garage's words (contracts). */
  fuelType: Record<FuelType, string>;
  transmission: Record<Transmission, string>;
}

/**
 * Texts of the tags the server puts into the page for link previews, which never run the browser
 * apps' JavaScript. They follow the garage's texts (mf-garage `page.*`), so a shared link reads
 * like the page it opens.
 */
export const SHARE_TEXTS: Record<ShareLanguage, ShareTexts> = {
  uk: {
    locale: 'uk_UA',
    siteDescription: 'CarClub — спільнота автолюбителів: гараж, фото, історії ваших авто.',
    siteImageAlt: 'CarClub — спільнота автолюбителів',
    carsTitle: 'Авто',
    logbookEntrySummary: ({ car, nickname, date }) =>
      `Запис бортжурналу ${car} від ${date}. Гараж ${nickname} на CarClub.`,
    postSummary: ({ nickname }) => `Допис ${nickname} на CarClub.`,
    carsDescription:
      'Авто учасників CarClub: фото, характеристики, оснащення та модифікації. Знайдіть своє наступне авто або поділіться своїм.',
    headline: ({ year, make, model }) => `${make} ${model} ${year}`,
    status: { active: '', selling: 'продається', sold: 'продано' },
    vehicleSummary: ({ headline, status, nickname }) =>
      `${headline}${status ? ` · ${status}` : ''}. Гараж ${nickname} на CarClub.`,
    // "авто" does not decline, so one form reads right for every number.
    memberSummary: ({ nickname, place, vehicles }) =>
      `${nickname}${place ? ` · ${place}` : ''}. ${vehicles} авто в гаражі на CarClub.`,
    memberAvatarAlt: (name) => `Аватар ${name}`,
    fuelType: FUEL_TYPE_NAMES.uk,
    transmission: TRANSMISSION_NAMES.uk,
  },
  en: {
    locale: 'en_US',
    siteDescription:
      'CarClub is a community of car enthusiasts: your garage, photos and car stories.',
    siteImageAlt: 'CarClub, a community of car enthusiasts',
    carsTitle: 'Cars',
    logbookEntrySummary: ({ car, nickname, date }) =>
      `Logbook entry of ${car}, ${date}. In ${nickname}'s garage on CarClub.`,
    postSummary: ({ nickname }) => `A post by ${nickname} on CarClub.`,
    carsDescription:
      "CarClub members' cars: photos, specifications, features and modifications. Find your next car or share your own.",
    headline: ({ year, make, model }) => `${year} ${make} ${model}`,
    status: { active: '', selling: 'for sale', sold: 'sold' },
    vehicleSummary: ({ headline, status, nickname }) =>
      `${headline}${status ? ` · ${status}` : ''}. In ${nickname}'s garage on CarClub.`,
    memberSummary: ({ nickname, place, vehicles }) =>
      `${nickname}${place ? ` · ${place}` : ''}. ${vehicles} ${vehicles === 1 ? 'car' : 'cars'} in the garage on CarClub.`,
    memberAvatarAlt: (name) => `${name}'s avatar`,
    fuelType: FUEL_TYPE_NAMES.en,
    transmission: TRANSMISSION_NAMES.en,
  },
};
