import {
  addMonths,
  computeStatus,
  firstOccurrence,
  nextOccurrence,
} from '../../../../src/lib/reminders/schedule';

describe('reminder schedule', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', 6, '2026-09-30'],
    ['2026-05-10', 120, '2036-05-10'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('is overdue on its day and at its mileage, not the day or the kilometre before', () => {
    const reminder = { dueDate: '2026-06-01', dueMileage: 50_000, done: false };
    expect(computeStatus(reminder, '2026-05-31', 49_999).status).toBe('dueSoon');
    expect(computeStatus(reminder, '2026-06-01', 10_000).status).toBe('overdue');
    expect(computeStatus(reminder, '2026-01-01', 50_000).status).toBe('overdue');
    expect(computeStatus(reminder, '2026-01-01', null)).toEqual({
      status: 'upcoming',
      daysLeft: 151,
      kmLeft: null,
    });
  });

  it('keeps a due point given, and counts an interval without one from today or the mileage', () => {
    expect(
      firstOccurrence(
        { dueDate: '2027-01-01', dueMileage: 9, everyMonths: 3, everyKm: 5 },
        '2026-11-25',
        100,
      ),
    ).toEqual({ dueDate: '2027-01-01', dueMileage: 9 });
    expect(
      firstOccurrence({ dueDate: null, everyMonths: 3, everyKm: 5_000 }, '2026-11-25', 100),
    ).toEqual({
      dueDate: '2027-02-25',
      dueMileage: 5_100,
    });
    expect(firstOccurrence({ dueDate: null, everyKm: 5_000 }, '2026-11-25', null)).toEqual({
      dueDate: null,
      dueMileage: undefined,
    });
  });

  it('counts the next occurrence from the completion, or from the due mileage without one', () => {
    const oil = { dueDate: '2026-06-01', dueMileage: 50_000, everyMonths: 12, everyKm: 10_000 };
    expect(nextOccurrence(oil, '2026-05-20', 49_500)).toEqual({
      dueDate: '2027-05-20',
      dueMileage: 59_500,
    });
    expect(nextOccurrence(oil, '2026-05-20', null)).toEqual({
      dueDate: '2027-05-20',
      dueMileage: 60_000,
    });
    expect(nextOccurrence({ ...oil, everyMonths: null }, '2026-05-20', 49_500)).toEqual({
      dueDate: null,
      dueMileage: 59_500,
    });
  });
});
