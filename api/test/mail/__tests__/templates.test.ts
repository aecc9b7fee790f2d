import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  MAIL_COLOURS,
  mailLanguage,
  mailLink,
  renderMail,
  type MailKind,
} from '../../../src/mail/templates';

const PUBLIC_URL = 'https://carclub.example';
/** Kinds that greet their reader by nickname. */
const KINDS: MailKind[] = [
  'activation',
  'passwordReset',
  'emailChangeConfirm',
  'emailChangeNotice',
  'accountDeleted',
  'accountDeletedByStaff',
];
/** Goes to someone else's inbox (an address another account has): names no one. */
const ANONYMOUS_KINDS: MailKind[] = ['emailChangeTaken'];

describe('mail templates', () => {
  it('builds links on PUBLIC_URL with the token as a query parameter', () => {
    expect(mailLink('activation', PUBLIC_URL, 'abc')).toBe(
      'https://carclub.example/activate?token=abc',
    );
    expect(mailLink('passwordReset', `${PUBLIC_URL}/`, 'a+b/c=')).toBe(
      'https://carclub.example/reset-password?token=a%2Bb%2Fc%3D',
    );
  });

  it.each([
    ['uk', 'uk'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['de', 'uk'],
    [undefined, 'uk'],
    [null, 'uk'],
  ])('reads language %p as %p', (lang, expected) => {
    expect(mailLanguage(lang)).toBe(expected);
  });

  it.each(KINDS)('%s exists in Ukrainian and English with text, HTML and the link', (kind) => {
    const link = mailLink(kind, PUBLIC_URL, 'tok-123');
    const uk = renderMail(kind, { lang: 'uk', link, nickname: 'Taras' });
    const en = renderMail(kind, { lang: 'en', link, nickname: 'Taras' });

    for (const mail of [uk, en]) {
      expect(mail.link).toBe(link);
      expect(mail.subject).toMatch(/CarClub/);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Taras');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Taras');
    }
    expect(uk.subject).not.toBe(en.subject);
    expect(uk.text).toMatch(/[а-яіїєґ]/i);
    expect(uk.html).toContain('<html lang="uk">');
    expect(en.text).not.toMatch(/[а-яіїєґ]/i);
    expect(en.html).toContain('<html lang="en">');
  });

  it.each(ANONYMOUS_KINDS)('%s exists in both languages and never names the requester', (kind) => {
    const link = mailLink(kind, PUBLIC_URL);
    expect(link).toBe(`${PUBLIC_URL}/forgot-password`);
    for (const lang of ['uk', 'en']) {
      const mail = renderMail(kind, { lang, link, nickname: 'Taras' });
      expect(mail.subject).toMatch(/CarClub/);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Taras');
    }
  });

  it('defaults to Ukrainian', () => {
    const link = mailLink('activation', PUBLIC_URL, 't');
    expect(renderMail('activation', { link })).toEqual(
      renderMail('activation', { lang: 'uk', link }),
    );
    expect(renderMail('activation', { link }).subject).toBe('Підтвердіть реєстрацію в CarClub');
    expect(renderMail('passwordReset', { link, lang: 'fr' }).subject).toBe(
      'Відновлення пароля в CarClub',
    );
  });

  it.each(KINDS)('%s escapes the nickname and the link in HTML', (kind) => {
    const nickname = '<script>alert("x")</script>';
    const link = `${PUBLIC_URL}/activate?token=a&b="c"`;
    const { html, text } = renderMail(kind, { lang: 'en', link, nickname });

    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('href="https://carclub.example/activate?token=a&amp;b=&quot;c&quot;"');
    // Plain text is not HTML: the nickname stays as typed.
    expect(text).toContain(nickname);
  });

  it('greets without a name when there is none', () => {
    const link = mailLink('passwordReset', PUBLIC_URL, 't');
    expect(renderMail('passwordReset', { lang: 'uk', link }).text).toMatch(/^Вітаємо!/);
    expect(renderMail('passwordReset', { lang: 'en', link, nickname: ' ' }).text).toMatch(
      /^Hello!/,
    );
  });
});

describe('mail colours', () => {
  const tokens = readFileSync(
    join(__dirname, '..', '..', '..', '..', 'packages', 'ui', 'src', 'styles', 'tokens.css'),
    'utf8',
  );
  const token = (selector: string, name: string): string => {
    const start = tokens.indexOf(`${selector} {`);
    const body = tokens.slice(start, tokens.indexOf('\n}', start));
    const value = new RegExp(`--cc-color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(body)?.[1];
    if (!value) throw new Error(`--cc-color-${name} not in ${selector}`);
    return value.toLowerCase();
  };
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5]
      .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (high + 0.05) / (low + 0.05);
  };

  it.each([
    ['light', ':root'],
    ['dark', "html[data-theme='dark']"],
  ] as const)('the %s scheme is the site’s own tokens', (scheme, selector) => {
    const colours = MAIL_COLOURS[scheme];
    expect(colours.button).toBe(token(selector, 'accent'));
    expect(colours.onButton).toBe(token(selector, 'on-accent'));
    expect(colours.link).toBe(token(selector, 'link'));
    expect(colours.text).toBe(token(selector, 'text'));
    expect(colours.muted).toBe(token(selector, 'text-muted'));
    expect(colours.card).toBe(token(selector, 'surface'));
  });

  it.each(['light', 'dark'] as const)('every text of the %s scheme passes WCAG AA', (scheme) => {
    const c = MAIL_COLOURS[scheme];
    for (const [fg, bg] of [
      [c.text, c.card],
      [c.muted, c.card],
      [c.link, c.card],
      [c.onButton, c.button],
    ] as const) {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['activation', 'passwordReset'] as const)(
    '%s: the button is the brand colour, no blue, and a dark scheme for clients that ask',
    (kind) => {
      const link = mailLink(kind, PUBLIC_URL, 't');
      for (const lang of ['uk', 'en']) {
        const { html } = renderMail(kind, { lang, link });
        expect(html).toMatch(
          new RegExp(`class="cc-button"[^>]*background:${MAIL_COLOURS.light.button}`),
        );
        expect(html).not.toMatch(/#1d4ed8/i);
        expect(html).toContain('<meta name="color-scheme" content="light dark">');
        expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
        expect(html).toMatch(
          new RegExp(
            `@media \\(prefers-color-scheme: dark\\)\\{[^<]*\\.cc-button\\{background:${MAIL_COLOURS.dark.button} !important`,
          ),
        );
      }
    },
  );
});
