import { numberFormat } from '../number-format';

describe('numberFormat', () => {
  it("formats as the language's Intl.NumberFormat with at most the digits asked for", () => {
    expect(numberFormat('en', 1).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('en', 0).format(1234.56)).toBe('1,235');
    expect(numberFormat('en').format(1234.5678)).toBe(
      new Intl.NumberFormat('en').format(1234.5678),
    );
    expect(numberFormat('uk', 1).format(1234.56)).toBe(
      new Intl.NumberFormat('uk', { maximumFractionDigits: 1 }).format(1234.56),
    );
  });

  it('makes each language and precision once, and keeps them apart', () => {
    expect(numberFormat('uk', 1)).toBe(numberFormat('uk', 1));
    expect(numberFormat('uk')).toBe(numberFormat('uk'));
    expect(numberFormat('uk', 1)).not.toBe(numberFormat('uk', 0));
    expect(numberFormat('uk', 1)).not.toBe(numberFormat('en', 1));
    expect(numberFormat('uk')).not.toBe(numberFormat('uk', 0));
  });
});
