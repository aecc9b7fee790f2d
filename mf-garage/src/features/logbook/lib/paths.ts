import {
  editLogbookEntryPage,
  logbookEntryPage,
  newLogbookEntryPage,
} from '@carclub/contracts/page-paths';
import type { CarAddress } from '../../../lib/car-paths';

/** The addresses every owner's view of a car links to (its card, its page, this feature). */
export { costsPath, logbookTabPath, remindersPath } from '../../../lib/car-paths';

/** What the logbook's pages need to know of its car to link and to call the API. */
export type LogbookCar = CarAddress;

/** An entry's own page, public and server-rendered (issue 17 point 2). */
export const entryPagePath = (car: LogbookCar, entryId: string) => logbookEntryPage(car, entryId);

/** The owner's form for a new entry of the car. */
export const newEntryPath = (car: Pick<LogbookCar, 'id'>) => newLogbookEntryPage(car.id);

/** The owner's form for one entry. */
export const editEntryPath = (car: Pick<LogbookCar, 'id'>, entryId: string) =>
  editLogbookEntryPage(car.id, entryId);

/** The photos' section of an entry's edit page, where the entry's page sends its owner. */
export const ENTRY_PHOTOS_ANCHOR = 'photos';

/** The owner's form for one entry, at its photos. */
export const entryPhotosPath = (car: Pick<LogbookCar, 'id'>, entryId: string) =>
  `${editEntryPath(car, entryId)}#${ENTRY_PHOTOS_ANCHOR}`;
