import { escapeHtml, slugify, stripAccents, transliterate } from '../../../../src/lib/text';

describe('slugify', () => {
  it('slugifies names into readable ids', () => {
    expect(slugify('Huracán')).toBe('huracan');
    expect(slugify('ID. Buzz')).toBe('id-buzz');
    expect(slugify('#1')).toBe('1');
    expect(slugify('Range Rover Evoque')).toBe('range-rover-evoque');
  });

  it('drops what it cannot spell in Latin letters and digits', () => {
    expect(slugify('Жигулі')).toBe('');
    expect(slugify(' -- ')).toBe('');
  });
});

describe('stripAccents', () => {
  it('keeps the base letter and its case', () => {
    expect(stripAccents('José Núñez-García')).toBe('Jose Nunez-Garcia');
    expect(stripAccents('Škoda Octavia')).toBe('Skoda Octavia');
  });
});

describe('transliterate', () => {
  it('spells Ukrainian and Russian letters in Latin, in lower case', () => {
    expect(transliterate('Олена Петренко')).toBe('olena petrenko');
    expect(transliterate('Юрій Їжак')).toBe('iurii izhak');
    expect(transliterate('Щука')).toBe('shchuka');
    expect(transliterate('Объём')).toBe('obiom');
  });

  it('drops the soft sign and keeps every other character', () => {
    expect(transliterate('Львів')).toBe('lviv');
    expect(transliterate('Golf GTI, 2019!')).toBe('golf gti, 2019!');
  });
});

describe('escapeHtml', () => {
  it('escapes everything that could end an element or an attribute', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
