import { keepTogether, noBreakAfterSlash } from '../format';

const WJ = '\u2060';
const NBSP = '\u00a0';

describe('keepTogether', () => {
  it('joins a number and its unit, and the unit across its slash', () => {
    expect(keepTogether('203 км/год')).toBe(`203${NBSP}км/${WJ}год`);
    expect(keepTogether('7,9 л/100 км')).toBe(`7,9${NBSP}л/${WJ}100${NBSP}км`);
    expect(keepTogether('122 hp')).toBe(`122${NBSP}hp`);
  });

  it('leaves nothing a line could break at, and reads the same', () => {
    const kept = keepTogether('125 000 km/h');
    expect(kept).not.toMatch(/ |\/(?!\u2060)/);
    expect(kept.replace(/\u2060/g, '').replace(/\u00a0/g, ' ')).toBe('125 000 km/h');
  });
});

describe('noBreakAfterSlash', () => {
  it('keeps "км/год" whole but lets the spaces of a label break', () => {
    expect(noBreakAfterSlash('0–100 км/год')).toBe(`0–100 км/${WJ}год`);
    expect(noBreakAfterSlash('a / b')).toBe('a / b');
  });
});
