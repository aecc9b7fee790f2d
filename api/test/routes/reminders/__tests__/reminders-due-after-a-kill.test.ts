import { and, eq } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import type { Database } from '../../../../src/db/database';
import { notifications, reminders } from '../../../../src/db/schema';
import { checkDueReminders } from '../../../../src/lib/reminders';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { dayFromToday } from '../../../support/reminder-fixtures';

type Step = 'insert' | 'publish';

/**
 * The app as a check sees it in a process that is killed (SIGKILL, out of memory, power loss) at
 * `step`: storing a notification (its first INSERT), or pushing it live. From then on nothing the
 * check does reaches the database or anyone, and no cleanup of its own runs; what it had not
 * committed is rolled back, as the server does with the connection of a dead process.
 */
function processKilledAt(app: App, step: Step): App {
  let killed = false;
  const die = (): never => {
    killed = true;
    throw new Error(`the process was killed at ${step}`);
  };
  const dying = (db: Database): Database =>
    new Proxy(db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (killed || property === step) die();
          if (property === 'transaction') {
            const [work, ...rest] = args as [(tx: Database) => Promise<unknown>, ...unknown[]];
            return target.transaction((tx) => work(dying(tx as Database)), ...(rest as []));
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return new Proxy(app, {
    get(target, property, receiver) {
      if (property === 'db') return dying(target.db);
      if (property === 'notificationHub') {
        return {
          ...target.notificationHub,
          publish: async (events: Parameters<App['notificationHub']['publish']>[0]) =>
            killed || step === 'publish' ? die() : target.notificationHub.publish(events),
        };
      }
      if (property === 'mailer') {
        return {
          send: async (message: Parameters<App['mailer']['send']>[0]) =>
            killed ? die() : target.mailer.send(message),
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

describe('reminders: a check killed mid-delivery', () => {
  const kit = useAuthTestApp();

  async function dueReminder(title: string) {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner);
    // Written straight to the table, so that no check the app runs by itself claims it first.
    const [reminder] = await kit.app.db
      .insert(reminders)
      .values({ vehicleId: car.id, title, dueDate: dayFromToday(-1) })
      .returning();
    return { owner, car, reminder: reminder! };
  }

  const notices = (owner: Member) =>
    kit.app.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'reminderDue')));
  const mailsTo = (owner: Member) => kit.mails.filter((mail) => mail.to === owner.email);

  it('before the notice is stored leaves the reminder to the next check, which tells the owner once', async () => {
    const { owner, car, reminder } = await dueReminder('Coolant');

    await expect(
      checkDueReminders(processKilledAt(kit.app, 'insert'), { vehicleId: car.id }),
    ).rejects.toThrow('the process was killed at insert');
    expect(await notices(owner)).toEqual([]);

    expect(await checkDueReminders(kit.app, { vehicleId: car.id })).toBe(1);
    expect(await checkDueReminders(kit.app, { vehicleId: car.id })).toBe(0);
    expect((await notices(owner)).map(({ data }) => data.reminderId)).toEqual([reminder.id]);
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('after the notice is stored keeps that one notice; the e-mail not yet sent is not sent later', async () => {
    const { owner, car, reminder } = await dueReminder('Spark plugs');

    await checkDueReminders(processKilledAt(kit.app, 'publish'), { vehicleId: car.id }).catch(
      () => undefined,
    );

    expect(await checkDueReminders(kit.app, { vehicleId: car.id })).toBe(0);
    expect((await notices(owner)).map(({ data }) => data.reminderId)).toEqual([reminder.id]);
    // At most once: mail has no outbox to resume from, and a second notice would be worse.
    expect(mailsTo(owner)).toHaveLength(0);
  });
});
