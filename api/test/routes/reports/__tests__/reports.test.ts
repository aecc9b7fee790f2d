import type { AdminReportList, NotificationPage, ReportReceipt } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import { auditLog } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';

type Headers = { authorization: string };

describe("members' reports and the moderators' queue", () => {
  const kit = useAuthTestApp();
  let moderator: Headers;
  let staffNickname: string;
  let owner: Member;
  let reporter: Member;
  let car: CreatedVehicle;

  beforeAll(async () => {
    const staff = await createTestUser(kit.app, { roles: ['user', 'moderator'] });
    staffNickname = staff.nickname;
    moderator = await authHeaderFor(kit.app, staff, ['user', 'moderator']);
    owner = await createMember(kit.app);
    reporter = await createMember(kit.app);
    car = await createVehicle(kit.app, owner, { name: 'Reported Golf' });
  }, DATABASE_TIMEOUT_MS);

  /** `headers` null: a guest. */
  const report = (payload: object, headers: Headers | null = reporter.headers) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/reports',
      ...(headers ? { headers } : {}),
      payload,
    });

  async function queue(status = 'open'): Promise<AdminReportList> {
    const response = await kit.app.inject({
      method: 'GET',
      url: `/api/admin/reports?status=${status}`,
      headers: moderator,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminReportList>();
  }

  it('files a report of a car once: a repeat while it is open is the same report', async () => {
    const first = await report({
      subjectType: 'vehicle',
      vehicleId: car.id,
      reason: 'fake',
      details: 'This is a photo of a toy',
    });
    expect(first.statusCode).toBe(201);
    const again = await report({ subjectType: 'vehicle', vehicleId: car.id, reason: 'spam' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ReportReceipt>().id).toBe(first.json<ReportReceipt>().id);

    const { items } = await queue();
    expect(items.filter((item) => item.subjectId === car.id)).toEqual([
      expect.objectContaining({
        subjectType: 'vehicle',
        reason: 'fake',
        details: 'This is a photo of a toy',
        reporterNickname: reporter.nickname,
        subject: {
          label: 'Reported Golf',
          ownerNickname: owner.nickname,
          slug: car.slug,
          hidden: false,
          hideable: true,
        },
      }),
    ]);
  });

  it('files a report of a member page by nickname, ignoring case', async () => {
    const response = await report({
      subjectType: 'member',
      nickname: owner.nickname.toUpperCase(),
      reason: 'offensive',
    });
    expect(response.statusCode).toBe(201);
    const { items } = await queue();
    expect(items).toContainEqual(
      expect.objectContaining({
        subjectType: 'member',
        subjectId: owner.id,
        subject: expect.objectContaining({ label: owner.nickname, slug: null, hideable: false }),
      }),
    );
    // A member is blocked, not hidden.
    const memberReport = items.find((item) => item.subjectId === owner.id)!;
    const hide = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${memberReport.id}/hide`,
      headers: moderator,
      payload: { reason: 'Offensive name' },
    });
    expect(hide.statusCode).toBe(409);
    expect(hide.json().message).toBe('validation.reportSubjectNotHideable');
  });

  it('hides a reported car from its report, and resolves the report', async () => {
    const reported = await createVehicle(kit.app, owner, { name: 'Fake Golf' });
    const filed = await report({ subjectType: 'vehicle', vehicleId: reported.id, reason: 'fake' });
    const { id } = filed.json<ReportReceipt>();
    const carPage = () =>
      kit.app.inject({
        method: 'GET',
        url: `/api/users/${owner.nickname}/vehicles/${reported.slug}`,
      });
    expect((await carPage()).statusCode).toBe(200);
    const hide = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/hide`,
      headers: moderator,
      payload: { reason: 'A toy, not a car' },
    });
    expect(hide.statusCode).toBe(204);
    expect((await carPage()).statusCode).toBe(404);
    expect((await queue('resolved')).items.map((item) => item.id)).toContain(id);
  });

  it('refuses guests, unknown reasons, one’s own car and what the public cannot see', async () => {
    expect(
      (await report({ subjectType: 'vehicle', vehicleId: car.id, reason: 'spam' }, null))
        .statusCode,
    ).toBe(401);
    expect(
      (await report({ subjectType: 'vehicle', vehicleId: car.id, reason: 'ugly' })).statusCode,
    ).toBe(400);
    const ownCar = await report(
      { subjectType: 'vehicle', vehicleId: car.id, reason: 'spam' },
      owner.headers,
    );
    expect(ownCar.statusCode).toBe(400);
    // A message key, so the page shows it in the member's language.
    expect(ownCar.json().message).toBe('validation.cannotReportOwn');
    const ownPage = await report(
      { subjectType: 'member', nickname: owner.nickname, reason: 'spam' },
      owner.headers,
    );
    expect(ownPage.statusCode).toBe(400);
    expect(ownPage.json().message).toBe('validation.cannotReportOwn');
    expect(
      (
        await report({
          subjectType: 'vehicle',
          vehicleId: '00000000-0000-4000-8000-000000000000',
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await report({ subjectType: 'member', nickname: 'nobody-here', reason: 'spam' })).statusCode,
    ).toBe(404);
  });

  it('limits how many reports one member files in an hour', async () => {
    const busy = await createMember(kit.app);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const target = await createVehicle(kit.app, owner, { name: `Flood ${index}` });
      statuses.push(
        (
          await report(
            { subjectType: 'vehicle', vehicleId: target.id, reason: 'spam' },
            busy.headers,
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('resolves and dismisses with a note in the audit log; a handled report cannot be handled again', async () => {
    const other = await createVehicle(kit.app, owner, { name: 'Dismissed Golf' });
    const filed = await report({ subjectType: 'vehicle', vehicleId: other.id, reason: 'other' });
    const id = filed.json<ReportReceipt>().id;

    const noNote = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/dismiss`,
      headers: moderator,
      payload: { reason: '' },
    });
    expect(noNote.statusCode).toBe(400);

    const dismiss = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/dismiss`,
      headers: moderator,
      payload: { reason: 'A real car, nothing against the rules' },
    });
    expect(dismiss.statusCode).toBe(204);
    const twice = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/resolve`,
      headers: moderator,
      payload: { reason: 'Changed my mind' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('validation.reportAlreadyHandled');

    expect((await queue()).items.map((item) => item.id)).not.toContain(id);
    expect((await queue('dismissed')).items).toContainEqual(
      expect.objectContaining({ id, status: 'dismissed', handledAt: expect.any(String) }),
    );
    const entries = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'report')));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'report.dismiss',
        before: { status: 'open' },
        after: expect.objectContaining({ status: 'dismissed' }),
        reason: 'A real car, nothing against the rules',
      }),
    ]);

    // Once handled, the same member may report the subject again: it is a new report.
    const anew = await report({ subjectType: 'vehicle', vehicleId: other.id, reason: 'spam' });
    expect(anew.statusCode).toBe(201);
    const resolve = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${anew.json<ReportReceipt>().id}/resolve`,
      headers: moderator,
      payload: { reason: 'Hid the car' },
    });
    expect(resolve.statusCode).toBe(204);
    expect((await queue('resolved')).items).toContainEqual(
      expect.objectContaining({ id: anew.json<ReportReceipt>().id, status: 'resolved' }),
    );
  });

  it('tells the reporter the outcome in the centre and by mail, in their language, naming no moderator', async () => {
    const ukrainian = await createMember(kit.app);
    const chose = await kit.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: reporter.headers,
      payload: { language: 'en' },
    });
    expect(chose.statusCode).toBe(204);
    const subject = await createVehicle(kit.app, owner, { name: 'Outcome Golf' });
    const decide = async (member: Member, decision: 'resolve' | 'dismiss') => {
      const filed = await report(
        { subjectType: 'vehicle', vehicleId: subject.id, reason: 'fake' },
        member.headers,
      );
      const id = filed.json<ReportReceipt>().id;
      const response = await kit.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${id}/${decision}`,
        headers: moderator,
        payload: { reason: 'Checked the photos' },
      });
      expect(response.statusCode).toBe(204);
      await kit.app.backgroundTasks.drain();
      return id;
    };

    const resolvedId = await decide(reporter, 'resolve');
    await decide(ukrainian, 'dismiss');

    const centre = await kit.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: reporter.headers,
    });
    expect(centre.json<NotificationPage>().items[0]).toMatchObject({
      kind: 'reportHandled',
      data: { outcome: 'resolved', subjectType: 'vehicle', subjectName: 'Outcome Golf' },
    });
    const english = kit.mails.filter((mail) => mail.to === reporter.email).at(-1);
    expect(english?.subject).toBe('Your report was handled: action was taken');
    expect(english?.text).toContain('the car “Outcome Golf”');
    const uk = kit.mails.filter((mail) => mail.to === ukrainian.email).at(-1);
    expect(uk?.subject).toBe('Вашу скаргу розглянуто');
    expect(uk?.text).toContain('авто «Outcome Golf»');
    expect(uk?.text).toContain('не знайшли порушення');
    for (const mail of [english, uk]) {
      expect(mail?.text).not.toContain(staffNickname);
      expect(mail?.text).not.toContain('Checked the photos');
    }

    // The audit log names what was reported, not a type and an id.
    const [entry] = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, resolvedId), eq(auditLog.targetType, 'report')));
    expect(entry?.targetLabel).toBe('Outcome Golf');
  });
});
