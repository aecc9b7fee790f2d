import { parseNumber } from '../parse-number';

describe('parseNumber', () => {
  it.each([
    ['1,4', 'decimal', 1.4],
    ['1.4', 'decimal', 1.4],
    [' 2 ', 'decimal', 2],
    ['1,995', 'decimal', 1.995],
    ['21,000', 'grouped', 21000],
    ['21.000', 'grouped', 21000],
    ['150,5', 'grouped', 150.5],
    ['52 000', 'grouped', 52000],
    ['52\u00a0000,50', 'grouped', 52000.5],
    ['1,234.5', 'grouped', 1234.5],
    ['1.234,5', 'grouped', 1234.5],
    ['1.000.000', 'grouped', 1000000],
    ['-5', 'grouped', -5],
    [',5', 'grouped', 0.5],
  ] as const)('reads %j (%s) as %d', (text, style, expected) => {
    expect(parseNumber(text, style)).toBe(expected);
  });

  it('answers null for an empty input and the text itself for what is no number', () => {
    expect(parseNumber('   ', 'decimal')).toBeNull();
    expect(parseNumber(' 12abc ', 'decimal')).toBe('12abc');
    expect(parseNumber('1,2,3.4.5', 'decimal')).toBe('1,2,3.4.5');
    expect(parseNumber('1.2.3', 'grouped')).toBe('1.2.3');
    expect(parseNumber('1e3', 'grouped')).toBe('1e3');
  });
});
