export const MY_VEHICLES_PAGE_SIZE = 12;
export const GALLERY_MAX_IMAGES = 20;
export const GALLERY_ALMOST_FULL_AT = 17;
export const VIN_LENGTH = 17;
export const REQUEST_TIMEOUT_MS = 20_000;
export const AUTH_WAIT_MS = 3_000;
export const AUTH_POLL_MS = 50;
export const INTENT_PRELOAD_MS = 100;
export const DEFAULT_REDIRECT = '/';
export const AUTH_COOKIE = 'auth_tokens';
export const AUTH_COOKIE_DAYS = 7;

export const VEHICLE_LIST_MAX_LIMIT = 100;
export const FIRST_VEHICLE_YEAR = 1886;
/** Next year's models go on sale during the current year. */
export const VEHICLE_YEAR_AHEAD = 1;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 30;
export const PERSON_NAME_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 100;
export const ABOUT_ME_MAX_LENGTH = 1_000;
export const VEHICLE_NAME_MAX_LENGTH = 100;
export const VEHICLE_DESCRIPTION_MAX_LENGTH = 5_000;
export const SEARCH_MAX_LENGTH = 100;
export const LIST_ITEM_MAX_LENGTH = 100;
export const LIST_MAX_ITEMS = 50;
export const CUSTOM_CATEGORY_NAME_MAX_LENGTH = 50;
export const CUSTOM_CATEGORIES_MAX = 20;

/** The spec leaves the upload limit open; 10 MB fits phone photos while sharp re-encodes them. */
export const IMAGE_MAX_SIZE_MB = 10;
export const IMAGE_MAX_SIZE_BYTES = IMAGE_MAX_SIZE_MB * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * How many of the site's latest public logbook entries the home page shows, and the most one call
 * gets (the logbooks page). Here, not beside their schema: the shell's pages read them without zod.
 */
export const LATEST_LOGBOOK_ENTRIES = 6;
export const LATEST_LOGBOOK_ENTRIES_MAX = 24;
