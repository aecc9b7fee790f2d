import { csvField, csvRow } from '../../../../src/lib/text/csv';

describe('audit log CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+380', "'+380"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['Червоний', 'Червоний'],
  ])('writes %j as %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends a record with CRLF', () => {
    expect(csvRow(['a', ''])).toBe('a,\r\n');
  });
});
