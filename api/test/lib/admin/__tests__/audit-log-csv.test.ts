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
    // What spreadsheets skip before a formula, or read as one (issue 29's probe).
    ['\n=1+1', `"'\n=1+1"`],
    ['\r\n@SUM(A1)', `"'\r\n@SUM(A1)"`],
    ['\tplain', "'\tplain"],
    ['\u00a0=HYPERLINK("x")', `"'\u00a0=HYPERLINK(""x"")"`],
    ['\u2003\u3000+1', "'\u2003\u3000+1"],
    ['\u200b=1', "'\u200b=1"],
    ['  -2', "'  -2"],
    ['\uff1d1+1', "'\uff1d1+1"],
    [' plain', ' plain'],
    ['a\n=b', '"a\n=b"'],
  ])('writes %j as %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends a record with CRLF', () => {
    expect(csvRow(['a', ''])).toBe('a,\r\n');
  });
});
