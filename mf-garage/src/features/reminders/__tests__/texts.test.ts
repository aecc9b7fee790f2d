import { i18n, initI18n } from '@carclub/i18n';

import '../../../i18n';
import { dueText, leftText, ruleText } from '../lib/texts';

const tIn = (language: string) => i18n.getFixedT(language, 'garage');

beforeAll(async () => {
  await initI18n();
});

const left = (daysLeft: number | null, kmLeft: number | null, language = 'en') =>
  leftText({ status: 'upcoming', daysLeft, kmLeft }, tIn(language), language);

describe('what is left of a reminder', () => {
  it('counts days and kilometres ahead, both when it has both', () => {
    expect(left(12, null)).toBe('in 12 days');
    expect(left(1, null)).toBe('in 1 day');
    expect(left(null, 800)).toBe('in 800 km');
    expect(left(40, 10_500)).toBe('in 40 days · in 10,500 km');
  });

  it('says how far past it is, and when it is due today or at the mileage now', () => {
    expect(left(-3, null)).toBe('3 days overdue');
    expect(left(0, 0)).toBe('due today · mileage reached');
    expect(left(null, -200)).toBe('200 km overdue');
  });

  it('uses the Ukrainian plural forms', () => {
    expect(left(1, null, 'uk')).toBe('через 1 день');
    expect(left(3, null, 'uk')).toBe('через 3 дні');
    expect(left(12, null, 'uk')).toBe('через 12 днів');
    expect(left(21, null, 'uk')).toBe('через 21 день');
    expect(left(-5, null, 'uk')).toBe('прострочено на 5 днів');
    expect(left(null, 1_500, 'uk')).toMatch(/^через 1\s500 км$/);
  });

  it('says nothing of a done one', () => {
    expect(leftText({ status: 'done', daysLeft: null, kmLeft: null }, tIn('en'), 'en')).toBe('');
  });
});

describe('how a reminder repeats', () => {
  const rule = (everyKm: number | null, everyMonths: number | null, language = 'en') =>
    ruleText({ everyKm, everyMonths }, tIn(language), language);

  it('reads as the issue says it', () => {
    expect(rule(10_000, 12)).toBe('Every 10,000 km or 12 months');
    expect(rule(null, 1)).toBe('Every month');
    expect(rule(15_000, null)).toBe('Every 15,000 km');
    expect(rule(null, null)).toBe('Once');
  });

  it('in Ukrainian too, with its plurals', () => {
    expect(rule(10_000, 12, 'uk')).toMatch(/^Кожні 10\s000 км або 12 місяців$/);
    expect(rule(null, 3, 'uk')).toBe('Кожні 3 місяці');
    expect(rule(null, 1, 'uk')).toBe('Щомісяця');
  });
});

describe('when a reminder is due', () => {
  it('names its date, its mileage, or both', () => {
    const t = tIn('en');
    expect(dueText({ dueDate: '2027-03-01', dueMileage: 50_000 }, t, 'en')).toBe(
      'Due March 1, 2027 or at 50,000 km',
    );
    expect(dueText({ dueDate: null, dueMileage: 50_000 }, t, 'en')).toBe('Due at 50,000 km');
    expect(dueText({ dueDate: null, dueMileage: null }, t, 'en')).toBe('');
  });
});
