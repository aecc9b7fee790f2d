import { mailLanguage, mailLink, renderMail, type MailKind } from '../../../src/mail/templates';

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
