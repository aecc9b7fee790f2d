import type { Reminder } from '@carclub/contracts';

import {
  emptyReminderFormValues,
  reminderFormSchema,
  reminderFormValues,
  type ReminderFormValues,
} from '../schemas';

const filled = (overrides: Partial<ReminderFormValues> = {}): ReminderFormValues => ({
  ...emptyReminderFormValues(),
  title: 'Oil',
  ...overrides,
});

/** The messages the form would show, by field. */
function errors(values: ReminderFormValues): Record<string, string> {
  const result = reminderFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the reminder form', () => {
  it('reads intervals and mileages as people type them, grouped or not', () => {
    expect(
      reminderFormSchema.parse(
        filled({
          everyKm: '10 000',
          everyMonths: '12',
          dueMileage: '150,000',
          category: 'service',
        }),
      ),
    ).toEqual({
      title: 'Oil',
      category: 'service',
      dueDate: null,
      dueMileage: 150_000,
      everyKm: 10_000,
      everyMonths: 12,
    });
  });

  it('sends empty fields as not set', () => {
    expect(reminderFormSchema.parse(filled({ dueDate: '2027-03-01' }))).toEqual({
      title: 'Oil',
      category: null,
      dueDate: '2027-03-01',
      dueMileage: null,
      everyKm: null,
      everyMonths: null,
    });
  });

  it('asks for a due point or an interval, under the date', () => {
    expect(errors(filled())).toEqual({ dueDate: 'validation.reminderNeedsDue' });
  });

  it('refuses what the API refuses, with its messages', () => {
    const refused = errors(
      filled({ title: ' ', everyKm: '0', everyMonths: '1,5', dueMileage: 'lots' }),
    );
    expect(Object.keys(refused).sort()).toEqual(['dueMileage', 'everyKm', 'everyMonths', 'title']);
    expect(refused['everyKm']).toBe('validation.mustBePositive');
    expect(refused['dueMileage']).toBe('validation.invalidNumber');
  });

  it('shows a stored reminder as typed text, and saves it unchanged', () => {
    const stored = {
      title: 'Oil',
      category: null,
      dueDate: '2027-03-01',
      dueMileage: 60_000,
      everyKm: 10_000,
      everyMonths: null,
    } as Reminder;
    const values = reminderFormValues(stored);
    expect(values).toEqual({
      title: 'Oil',
      category: '',
      dueDate: '2027-03-01',
      dueMileage: '60000',
      everyKm: '10000',
      everyMonths: '',
    });
    expect(reminderFormSchema.parse(values)).toMatchObject({ dueMileage: 60_000, everyKm: 10_000 });
  });
});
