import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations } from '../support/axe';
import { mailsTo } from '../support/mailbox';
import { E2E_SUPPORT_EMAIL } from '../support/ports';

/** What the journey reads and presses, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    footerLink: 'Зв’язатися з нами',
    title: 'Зв’язатися з командою CarClub',
    email: /^Ваш e-mail/,
    category: /^Чого це стосується/,
    categoryOption: 'Щось не працює',
    subject: /^Тема/,
    message: /^Повідомлення/,
    send: 'Надіслати повідомлення',
    sent: 'Повідомлення надіслано',
  },
  en: {
    locale: 'en-US',
    footerLink: 'Contact us',
    title: 'Contact the CarClub team',
    email: /^Your e-mail/,
    category: /^What is it about/,
    categoryOption: 'Something does not work',
    subject: /^Subject/,
    message: /^Message/,
    send: 'Send the message',
    sent: 'Your message is sent',
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`no dead ends (${language})`, () => {
    test.use({ locale: text.locale });

    test("a signed-out visitor finds the contact page from the footer, and the team's inbox gets the message", async ({
      page,
    }) => {
      await page.goto('/cars');
      await page.getByRole('contentinfo').getByRole('link', { name: text.footerLink }).click();
      await expect(page).toHaveURL('/support');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.getByRole('link', { name: E2E_SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${E2E_SUPPORT_EMAIL}`,
      );
      await expectNoSeriousViolations(page, `contact page (${language})`);

      // In the page, not the header: its theme switch is also «Тема».
      const form = page.getByRole('main');
      const subject = `Map broken ${language} ${Date.now()}`;
      await form.getByLabel(text.email).fill(`visitor-${language}@e2e.carclub.test`);
      await form.getByLabel(text.category).selectOption({ label: text.categoryOption });
      await form.getByLabel(text.subject).fill(subject);
      await form.getByLabel(text.message).fill('It stopped loading on Monday.');
      await form.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.sent);

      // Delivered over SMTP to the team, with the message in it.
      await expect
        .poll(
          async () =>
            (await mailsTo(E2E_SUPPORT_EMAIL)).find((mail) => mail.subject.includes(subject))?.text,
        )
        .toContain('It stopped loading on Monday.');
    });
  });
}
