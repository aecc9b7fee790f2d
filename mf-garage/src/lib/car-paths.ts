import { carCostsPage, carRemindersPage, vehiclePage } from '@carclub/contracts/page-paths';

/** What links to a car's pages need to know of it. */
export interface CarAddress {
  id: string;
  /** The owner's nickname as the car's page address has it. */
  nickname: string;
  slug: string;
}

/** The car's page, its logbook tab open. */
export const logbookTabPath = (car: CarAddress) => vehiclePage(car, { tab: 'logbook' });

/** The owner's page of what the car cost. */
export const costsPath = (car: Pick<CarAddress, 'id'>) => carCostsPage(car.id);

/** The owner's page of the car's reminders. */
export const remindersPath = (car: Pick<CarAddress, 'id'>) => carRemindersPage(car.id);
