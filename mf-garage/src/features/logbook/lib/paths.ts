/** What the logbook's pages need to know of its car to link and to call the API. */
export interface LogbookCar {
  id: string;
  /** The owner's nickname as the car's page address has it. */
  nickname: string;
  slug: string;
}

/** The car's page, its logbook tab open. */
export const logbookTabPath = (car: LogbookCar) =>
  `/u/${encodeURIComponent(car.nickname)}/car/${encodeURIComponent(car.slug)}?tab=logbook`;

/** An entry's own page, public and server-rendered (issue 17 point 2). */
export const entryPagePath = (car: LogbookCar, entryId: string) =>
  `/u/${encodeURIComponent(car.nickname)}/car/${encodeURIComponent(car.slug)}/logbook/${encodeURIComponent(entryId)}`;

/** The owner's form for a new entry of the car. */
export const newEntryPath = (car: Pick<LogbookCar, 'id'>) =>
  `/edit-car/${encodeURIComponent(car.id)}/logbook/new`;

/** The owner's form for one entry. */
export const editEntryPath = (car: Pick<LogbookCar, 'id'>, entryId: string) =>
  `/edit-car/${encodeURIComponent(car.id)}/logbook/${encodeURIComponent(entryId)}`;

/** The photos' section of an entry's edit page, where the entry's page sends its owner. */
export const ENTRY_PHOTOS_ANCHOR = 'photos';

/** The owner's form for one entry, at its photos. */
export const entryPhotosPath = (car: Pick<LogbookCar, 'id'>, entryId: string) =>
  `${editEntryPath(car, entryId)}#${ENTRY_PHOTOS_ANCHOR}`;

/** The owner's page of what the car cost. */
export const costsPath = (car: Pick<LogbookCar, 'id'>) =>
  `/edit-car/${encodeURIComponent(car.id)}/logbook/costs`;

/** The owner's page of the car's reminders. */
export const remindersPath = (car: Pick<LogbookCar, 'id'>) =>
  `/edit-car/${encodeURIComponent(car.id)}/reminders`;
