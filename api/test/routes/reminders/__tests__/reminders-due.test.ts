import type { NotificationPage, Reminder } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import { notifications, reminders } from '../../../../src/db/schema';
import { checkDueReminders } from '../../../../src/lib/reminders';
import type { MailMessage } from '../../../../src/plugins/mail';
import {
  buildTestApp,
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
  sharedPostgresTestDatabase,
  testsOnPostgres,
  useAppsOnOneDatabase,
} from '../../../support/test-app';
import { PUBLIC_URL, useAuthTestApp } from '../../../support/auth-test-kit';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import {
  createMember,
  createVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';
import { addReminder, dayFromToday, remindersUrl } from '../../../support/reminder-fixtures';

/** The `reminderDue` notifications a member has, oldest first. */
async function dueNotices(app: App, member: Member) {
  return app.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'reminderDue')))
    .orderBy(notifications.createdAt);
}

describe('reminders: the owner is told once when one becomes due', () => {
  const kit = useAuthTestApp();

  /** A logbook write, then whatever check it asked for. */
  async function logMileage(member: Member, vehicleId: string, mileage: number, date?: string) {
    const entry = await addEntry(
      kit.app,
      member,
      vehicleId,
      entryPayload({ mileage, ...(date ? { date } : {}) }),
    );
    await kit.app.reminderJobs.settled();
    return entry;
  }

  const mailsTo = (member: Member) => kit.mails.filter((mail) => mail.to === member.email);

  it('a mileage reminder fires after a logbook entry passes it, once, in the centre and by mail', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner, { name: 'Daily Octavia', mileage: null });
    await logMileage(owner, car.id, 42_000);
    const reminder = await addReminder(kit.app, owner, car.id, {
      title: 'Timing belt',
      dueMileage: 50_000,
    });
    await kit.app.reminderJobs.settled();

    await logMileage(owner, car.id, 49_999);
    expect(await dueNotices(kit.app, owner)).toEqual([]);

    await logMileage(owner, car.id, 50_200);
    expect(await dueNotices(kit.app, owner)).toEqual([
      {
        data: {
          vehicleId: car.id,
          vehicleName: 'Daily Octavia',
          reminderId: reminder.id,
          title: 'Timing belt',
          dueMileage: '50000',
        },
      },
    ]);
    const centre = await kit.app.inject({ url: '/api/notifications', headers: owner.headers });
    expect(centre.json<NotificationPage>().items[0]).toMatchObject({ kind: 'reminderDue' });
    const [mail, ...more] = mailsTo(owner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Нагадування: «Timing belt» для «Daily Octavia»');
    expect(mail?.text).toContain(`на ${new Intl.NumberFormat('uk-UA').format(50_000)} км`);
    expect(mail?.link).toBe(`${PUBLIC_URL}/edit-car/${car.id}/reminders`);

    // Still due, but told already: later writes and rounds add nothing.
    await logMileage(owner, car.id, 51_000);
    await kit.app.reminderJobs.checkAll();
    await kit.app.reminderJobs.settled();
    expect(await dueNotices(kit.app, owner)).toHaveLength(1);
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('a mileage saved on the car form passes a reminder and notifies, as a logbook entry does', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner, { name: 'Weekend Miata', mileage: 12_000 });
    const reminder = await addReminder(kit.app, owner, car.id, {
      title: 'Oil change',
      dueMileage: 15_000,
    });
    await kit.app.reminderJobs.settled();
    const saveMileage = async (mileage: number) => {
      const saved = await kit.app.inject({
        method: 'PATCH',
        url: `/api/private-transport/${car.id}`,
        headers: owner.headers,
        payload: updatePayload({ name: 'Weekend Miata', mileage }),
      });
      expect(saved.statusCode).toBe(200);
      await kit.app.reminderJobs.settled();
    };

    await saveMileage(14_999);
    expect(await dueNotices(kit.app, owner)).toEqual([]);

    await saveMileage(15_100);
    expect(await dueNotices(kit.app, owner)).toEqual([
      {
        data: {
          vehicleId: car.id,
          vehicleName: 'Weekend Miata',
          reminderId: reminder.id,
          title: 'Oil change',
          dueMileage: '15000',
        },
      },
    ]);
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('a date that has come is found by the scheduled round', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner);
    // Written as the day before would have left it: not yet due, not yet told.
    const [row] = await kit.app.db
      .insert(reminders)
      .values({ vehicleId: car.id, title: 'Insurance', dueDate: dayFromToday(0) })
      .returning();
    const [future] = await kit.app.db
      .insert(reminders)
      .values({ vehicleId: car.id, title: 'Registration', dueDate: dayFromToday(1) })
      .returning();
    await kit.app.reminderJobs.checkAll();
    await kit.app.reminderJobs.settled();
    const notices = await dueNotices(kit.app, owner);
    expect(notices.map(({ data }) => data.reminderId)).toEqual([row!.id]);
    expect(notices[0]!.data.dueDate).toBe(dayFromToday(0));
    const [later] = await kit.app.db.select().from(reminders).where(eq(reminders.id, future!.id));
    expect(later!.notifiedAt).toBeNull();
  });

  it('completing a repeating reminder re-arms it for its next occurrence', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner, { mileage: null });
    await logMileage(owner, car.id, 10_000, '2026-01-10');
    const reminder = await addReminder(kit.app, owner, car.id, {
      title: 'Oil',
      dueMileage: 12_000,
      everyKm: 5_000,
      everyMonths: 12,
    });
    const entry = await logMileage(owner, car.id, 12_100, '2026-02-01');
    expect(await dueNotices(kit.app, owner)).toHaveLength(1);

    const completed = await kit.app.inject({
      method: 'POST',
      url: remindersUrl(car.id, reminder.id, 'complete'),
      headers: owner.headers,
      payload: { entryId: entry.id },
    });
    expect(completed.json<Reminder>()).toMatchObject({
      dueMileage: 17_100,
      dueDate: '2027-02-01',
      status: 'upcoming',
    });
    await kit.app.reminderJobs.settled();
    expect(await dueNotices(kit.app, owner)).toHaveLength(1);

    await logMileage(owner, car.id, 17_100, '2026-05-01');
    const notices = await dueNotices(kit.app, owner);
    expect(notices.map(({ data }) => data.dueMileage)).toEqual(['12000', '17100']);
  });

  it('an edit that moves the due point re-arms it; an edit of the title does not', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner, { mileage: null });
    await logMileage(owner, car.id, 30_000);
    const reminder = await addReminder(kit.app, owner, car.id, {
      title: 'Brakes',
      dueMileage: 29_000,
    });
    await kit.app.reminderJobs.settled();
    expect(await dueNotices(kit.app, owner)).toHaveLength(1);

    const save = (payload: object) =>
      kit.app.inject({
        method: 'PUT',
        url: remindersUrl(car.id, reminder.id),
        headers: owner.headers,
        payload,
      });
    expect((await save({ title: 'Brake pads', dueMileage: 29_000 })).statusCode).toBe(200);
    await kit.app.reminderJobs.settled();
    expect(await dueNotices(kit.app, owner)).toHaveLength(1);

    expect((await save({ title: 'Brake pads', dueMileage: 29_500 })).statusCode).toBe(200);
    await kit.app.reminderJobs.settled();
    expect((await dueNotices(kit.app, owner)).map(({ data }) => data.title)).toEqual([
      'Brakes',
      'Brake pads',
    ]);
  });

  it('checks running at once notify each due reminder once', async () => {
    const owner = await createMember(kit.app);
    const car = await createVehicle(kit.app, owner);
    await kit.app.db.insert(reminders).values(
      ['Wipers', 'Battery', 'Cabin filter'].map((title) => ({
        vehicleId: car.id,
        title,
        dueDate: dayFromToday(-1),
      })),
    );
    const counts = await Promise.all([
      checkDueReminders(kit.app),
      checkDueReminders(kit.app, { vehicleId: car.id }),
      checkDueReminders(kit.app),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await dueNotices(kit.app, owner)).toHaveLength(3);
    expect(mailsTo(owner)).toHaveLength(3);
  });
});

(testsOnPostgres ? describe : describe.skip)('reminders on two API processes', () => {
  const apps = useAppsOnOneDatabase(2, { env: { PUBLIC_URL } });
  const mails: MailMessage[] = [];

  beforeAll(() => {
    for (const app of apps) {
      jest.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
        mails.push(message);
        return { messageId: `<test-${mails.length}@carclub.example>` };
      });
    }
  });

  it('both work the queue, and a due reminder notifies its owner exactly once', async () => {
    const [first, second] = apps as [App, App];
    const owner = await createMember(first);
    const car = await createVehicle(first, owner, { mileage: null });
    await addEntry(first, owner, car.id, entryPayload({ mileage: 90_000 }));
    await addReminder(first, owner, car.id, { title: 'Gearbox oil', dueMileage: 90_500 });

    // The entry is written through the other process; both processes then ask for every round.
    await addEntry(second, owner, car.id, entryPayload({ mileage: 90_600 }));
    await Promise.all([
      first.reminderJobs.checkAll(),
      second.reminderJobs.checkAll(),
      checkDueReminders(first),
      checkDueReminders(second),
    ]);
    await Promise.all([first.reminderJobs.settled(), second.reminderJobs.settled()]);

    expect(await dueNotices(first, owner)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === owner.email)).toHaveLength(1);
  });
});

(testsOnPostgres ? describe : describe.skip)('reminder jobs on a new database', () => {
  it(
    'start in several API processes at once',
    async () => {
      const database = await sharedPostgresTestDatabase();
      const dataDirs = await Promise.all([0, 1, 2, 3].map(() => makeTempDir()));
      const apps = dataDirs.map((dataDir) =>
        buildTestApp(
          { DATA_DIR: dataDir, PUBLIC_URL },
          { openDatabase: database.open, databasePrepared: true },
        ),
      );
      try {
        // Processes of one deploy start together: their queue set-up once deadlocked.
        await Promise.all(apps.map((app) => app.ready()));
        // Each one's queue works: a round asked of every process runs and settles.
        await Promise.all(apps.map((app) => app.reminderJobs.checkAll()));
        await Promise.all(apps.map((app) => app.reminderJobs.settled()));
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
        await Promise.all(dataDirs.map(removeTempDir));
      }
    },
    DATABASE_TIMEOUT_MS,
  );
});
