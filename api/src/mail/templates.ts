/**
 * The e-mails the server sends, in the user's language: subject, plain text and simple HTML with
 * inline styles (mail clients ignore style sheets). Every interpolated value is escaped in the HTML.
 */

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@carclub/contracts/languages';

import { escapeHtml } from '../lib/text';

export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = DEFAULT_LANGUAGE;

export type MailKind =
  | 'activation'
  | 'passwordReset'
  /** To the new address of an e-mail change: the link that makes the change. */
  | 'emailChangeConfirm'
  /** To the old address of an e-mail change: the link that stops (or undoes) it. */
  | 'emailChangeNotice'
  /** To the new address of an e-mail change when another account already has it. */
  | 'emailChangeTaken'
  /** The last mail to a deleted account's address. */
  | 'accountDeleted'
  /** The same when staff deleted the account (the member did not ask for it). */
  | 'accountDeletedByStaff';

/** Page of the site each kind of message links to; the token travels as the `token` query parameter. */
const LINK_PATHS: Record<MailKind, string> = {
  activation: '/activate',
  passwordReset: '/reset-password',
  emailChangeConfirm: '/confirm-email',
  emailChangeNotice: '/cancel-email-change',
  emailChangeTaken: '/forgot-password',
  accountDeleted: '/',
  accountDeletedByStaff: '/',
};

export interface MailParams {
  /** The user's language; anything other than `en` (or `en-*`) falls back to Ukrainian. */
  lang?: string | null;
  /** The link the message is about, built with `mailLink`. */
  link: string;
  nickname?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The message's link, so that the outbox can log it without the body. */
  link: string;
}

/** `${publicUrl}/activate?token=…`, `${publicUrl}/reset-password?token=…`, …; no token, no query. */
export function mailLink(kind: MailKind, publicUrl: string, token?: string): string {
  const page = `${publicUrl.replace(/(?<!\/)\/+$/, '')}${LINK_PATHS[kind]}`;
  return token === undefined ? page : `${page}?token=${encodeURIComponent(token)}`;
}

export function mailLanguage(lang: string | null | undefined): MailLanguage {
  return lang?.trim().toLowerCase().split(/[-_]/)[0] === 'en' ? 'en' : DEFAULT_MAIL_LANGUAGE;
}

export interface Copy {
  subject: string;
  greeting: (nickname: string | undefined) => string;
  /** Paragraphs before the button. */
  intro: string[];
  button: string;
  /** Shown under the button for clients that do not render it. */
  fallback: string;
  /** Paragraphs after the link. */
  outro: string[];
  signature: string;
}

const COPY: Record<MailKind, Record<MailLanguage, Copy>> = {
  activation: {
    uk: {
      subject: 'Підтвердіть реєстрацію в CarClub',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Дякуємо за реєстрацію в CarClub. Залишився один крок: підтвердіть свою адресу електронної пошти, щоб активувати обліковий запис.',
      ],
      button: 'Активувати обліковий запис',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: ['Якщо ви не реєструвалися в CarClub, просто проігноруйте цей лист.'],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'Confirm your CarClub registration',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'Thank you for joining CarClub. One step is left: confirm your e-mail address to activate your account.',
      ],
      button: 'Activate my account',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: ['If you did not sign up for CarClub, you can safely ignore this e-mail.'],
      signature: 'The CarClub team',
    },
  },
  passwordReset: {
    uk: {
      subject: 'Відновлення пароля в CarClub',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Ми отримали запит на зміну пароля до вашого облікового запису CarClub. Щоб задати новий пароль, перейдіть за посиланням нижче.',
      ],
      button: 'Задати новий пароль',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: [
        'Якщо ви не надсилали цього запиту, просто проігноруйте лист — ваш пароль залишиться без змін.',
      ],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'Reset your CarClub password',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'We received a request to reset the password of your CarClub account. To choose a new password, follow the link below.',
      ],
      button: 'Choose a new password',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: [
        'If you did not ask for this, you can safely ignore this e-mail: your password stays unchanged.',
      ],
      signature: 'The CarClub team',
    },
  },
  emailChangeConfirm: {
    uk: {
      subject: 'Підтвердіть нову адресу для CarClub',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Ви попросили змінити адресу електронної пошти вашого облікового запису CarClub на цю. Адреса зміниться, щойно ви перейдете за посиланням; воно діє 24 години.',
      ],
      button: 'Підтвердити нову адресу',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: ['Якщо ви цього не просили, просто проігноруйте лист — нічого не зміниться.'],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'Confirm your new CarClub e-mail address',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'You asked to change the e-mail address of your CarClub account to this one. The address changes as soon as you follow the link; it works for 24 hours.',
      ],
      button: 'Confirm my new address',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: ['If you did not ask for this, you can safely ignore this e-mail: nothing changes.'],
      signature: 'The CarClub team',
    },
  },
  emailChangeNotice: {
    uk: {
      subject: 'Запит на зміну адреси вашого облікового запису CarClub',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Хтось, увійшовши у ваш обліковий запис CarClub і ввівши пароль, попросив змінити його адресу електронної пошти на іншу. Нова адреса запрацює, лише коли її підтвердять.',
        'Якщо це були не ви, скасуйте зміну за посиланням нижче: воно також поверне цю адресу, якщо зміну вже підтвердили, і завершить сеанси на всіх пристроях. Потім змініть пароль.',
      ],
      button: 'Це був не я — скасувати зміну',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: ['Посилання діє 7 днів. Якщо зміну просили ви, нічого робити не треба.'],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'A change of your CarClub e-mail address was requested',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'Someone signed in to your CarClub account, entered its password and asked to change its e-mail address to another one. The new address takes effect only once it is confirmed.',
        'If this was not you, cancel the change with the link below: it also restores this address if the change was already confirmed, and signs out every device. Then change your password.',
      ],
      button: 'This was not me: cancel the change',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: ['The link works for 7 days. If you asked for the change, there is nothing to do.'],
      signature: 'The CarClub team',
    },
  },
  emailChangeTaken: {
    uk: {
      subject: 'Цю адресу вже використовує обліковий запис CarClub',
      greeting: () => 'Вітаємо!',
      intro: [
        'Хтось попросив перенести обліковий запис CarClub на цю адресу електронної пошти, але вона вже належить іншому обліковому запису, тож нічого не змінилося.',
        'Якщо це ви й забули, що вже маєте обліковий запис з цією адресою, увійдіть у нього або задайте новий пароль за посиланням нижче.',
      ],
      button: 'Відновити пароль',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: ['Якщо ви цього не просили, просто проігноруйте лист.'],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'This address already has a CarClub account',
      greeting: () => 'Hello!',
      intro: [
        'Someone asked to move a CarClub account to this e-mail address, but it already belongs to another account, so nothing changed.',
        'If this was you and you forgot that you already have an account with this address, sign in to it, or choose a new password with the link below.',
      ],
      button: 'Reset my password',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: ['If you did not ask for this, you can safely ignore this e-mail.'],
      signature: 'The CarClub team',
    },
  },
  accountDeleted: {
    uk: {
      subject: 'Ваш обліковий запис CarClub видалено',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Як ви й просили, ми видалили ваш обліковий запис CarClub: профіль, авто, фото та всі сеанси. Ваш нікнейм залишиться зарезервованим 90 днів, щоб ніхто не видавав себе за вас.',
      ],
      button: 'Перейти на CarClub',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: [
        'Якщо ви цього не робили, хтось знав ваш пароль. Цю адресу можна знову використати для реєстрації.',
      ],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'Your CarClub account has been deleted',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'As you asked, we deleted your CarClub account: the profile, vehicles, photos and every session. Your nickname stays reserved for 90 days so that nobody can pose as you.',
      ],
      button: 'Go to CarClub',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: [
        'If this was not you, someone knew your password. This address can be used to sign up again.',
      ],
      signature: 'The CarClub team',
    },
  },
  accountDeletedByStaff: {
    uk: {
      subject: 'Ваш обліковий запис CarClub видалено',
      greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
      intro: [
        'Команда CarClub видалила ваш обліковий запис: профіль, авто, фото та всі сеанси. Ваш нікнейм залишиться зарезервованим 90 днів.',
      ],
      button: 'Перейти на CarClub',
      fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
      outro: ['Якщо ви вважаєте це помилкою, напишіть у підтримку CarClub.'],
      signature: 'Команда CarClub',
    },
    en: {
      subject: 'Your CarClub account has been deleted',
      greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
      intro: [
        'The CarClub team deleted your account: the profile, vehicles, photos and every session. Your nickname stays reserved for 90 days.',
      ],
      button: 'Go to CarClub',
      fallback: 'If the button does not work, copy this link into your browser’s address bar:',
      outro: ['If you think this is a mistake, write to CarClub support.'],
      signature: 'The CarClub team',
    },
  },
};

/**
 * The site's colours (packages/ui/src/styles/tokens.css), light and dark: the button is the
 * brand's orange, not a mail client's blue. Inline styles carry the light scheme (clients that
 * ignore <style>); a client that honours `prefers-color-scheme` gets the dark one from the
 * style sheet, its `!important` beating the inline values. Each text/background pair passes
 * WCAG AA (api/test/mail/__tests__/templates.test.ts checks them).
 */
export const MAIL_COLOURS = {
  light: {
    page: '#f6f7f9',
    card: '#ffffff',
    text: '#111418',
    muted: '#545b66',
    button: '#c2410c',
    onButton: '#ffffff',
    link: '#b03a0a',
  },
  dark: {
    page: '#0e1013',
    card: '#171a1f',
    text: '#f3f4f6',
    muted: '#a1a7b3',
    button: '#ff8a3d',
    onButton: '#1a0d00',
    link: '#ff9d5c',
  },
} as const;

const LIGHT = MAIL_COLOURS.light;
const DARK = MAIL_COLOURS.dark;

const FONT = `font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${LIGHT.text};`;

/** The dark scheme, for clients that read <style> and the reader's colour preference. */
const STYLE = [
  '<style>',
  ':root{color-scheme:light dark;supported-color-schemes:light dark;}',
  '@media (prefers-color-scheme: dark){',
  `.cc-page{background:${DARK.page} !important;color:${DARK.text} !important;}`,
  `.cc-card{background:${DARK.card} !important;color:${DARK.text} !important;}`,
  `.cc-muted{color:${DARK.muted} !important;}`,
  `.cc-button{background:${DARK.button} !important;color:${DARK.onButton} !important;}`,
  `.cc-link{color:${DARK.link} !important;}`,
  '}',
  '</style>',
].join('');

/** A line under the signature, e.g. how to stop mails of this kind: a sentence and its link. */
export interface MailFooter {
  text: string;
  linkLabel: string;
  link: string;
}

function renderText(copy: Copy, greeting: string, link: string, footer?: MailFooter): string {
  const lines = [greeting, ...copy.intro, `${copy.button}: ${link}`, ...copy.outro];
  lines.push(`— ${copy.signature}`);
  if (footer) lines.push(`${footer.text} ${footer.linkLabel}: ${footer.link}`);
  return lines.join('\n\n').concat('\n');
}

function renderHtml(
  lang: MailLanguage,
  copy: Copy,
  greeting: string,
  link: string,
  footer?: MailFooter,
): string {
  const href = escapeHtml(link);
  const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(copy.subject)}</title>`,
    STYLE,
    '</head>',
    `<body class="cc-page" style="margin:0;padding:24px;background:${LIGHT.page};${FONT}">`,
    `<div class="cc-card" style="max-width:560px;margin:0 auto;padding:32px;background:${LIGHT.card};color:${LIGHT.text};border-radius:8px;">`,
    paragraph(greeting),
    ...copy.intro.map(paragraph),
    '<p style="margin:24px 0;">',
    `<a class="cc-button" href="${href}" style="display:inline-block;padding:12px 24px;background:${LIGHT.button};color:${LIGHT.onButton};text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(copy.button)}</a>`,
    '</p>',
    `<p class="cc-muted" style="margin:0 0 16px;font-size:14px;color:${LIGHT.muted};">${escapeHtml(copy.fallback)}<br>`,
    `<a class="cc-link" href="${href}" style="color:${LIGHT.link};word-break:break-all;">${href}</a></p>`,
    ...copy.outro.map(paragraph),
    `<p style="margin:0;">${escapeHtml(copy.signature)}</p>`,
    ...(footer
      ? [
          `<p class="cc-muted" style="margin:24px 0 0;font-size:13px;color:${LIGHT.muted};">${escapeHtml(footer.text)} `,
          `<a class="cc-link" href="${escapeHtml(footer.link)}" style="color:${LIGHT.link};">${escapeHtml(footer.linkLabel)}</a></p>`,
        ]
      : []),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Renders `copy` in the house layout; the account mails below and the notification mails share it. */
export function renderCopy(
  lang: string | null | undefined,
  pickCopy: (language: MailLanguage) => Copy,
  { link, nickname, footer }: { link: string; nickname?: string | null; footer?: MailFooter },
): RenderedMail {
  const language = mailLanguage(lang);
  const copy = pickCopy(language);
  const greeting = copy.greeting(nickname?.trim() || undefined);
  return {
    subject: copy.subject,
    text: renderText(copy, greeting, link, footer),
    html: renderHtml(language, copy, greeting, link, footer),
    link,
  };
}

/**
 * To the member's address after a nickname change: the old and the new nickname, and the way back
 * in for someone whose account was taken (ADR 0124).
 */
export function renderNicknameChanged(
  lang: string | null | undefined,
  publicUrl: string,
  { previous, next }: { previous: string; next: string },
): RenderedMail {
  const link = `${publicUrl.replace(/(?<!\/)\/+$/, '')}/profile/settings?tab=security`;
  return renderCopy(
    lang,
    (language) =>
      language === 'en'
        ? {
            subject: 'Your CarClub nickname was changed',
            greeting: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
            intro: [
              `The nickname of your CarClub account was changed from ${previous} to ${next}. Your old nickname stays reserved for you for 90 days, and its links lead to your page.`,
              'If this was not you, sign every device out and change your password on the Security tab.',
            ],
            button: 'This was not me',
            fallback:
              'If the button does not work, copy this link into your browser’s address bar:',
            outro: ['If you changed it, there is nothing to do.'],
            signature: 'The CarClub team',
          }
        : {
            subject: 'Нікнейм вашого облікового запису CarClub змінено',
            greeting: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
            intro: [
              `Нікнейм вашого облікового запису CarClub змінено з ${previous} на ${next}. Старий нікнейм залишається зарезервованим за вами 90 днів, а його посилання ведуть на вашу сторінку.`,
              'Якщо це були не ви, завершіть сеанси на всіх пристроях і змініть пароль на вкладці «Безпека».',
            ],
            button: 'Це був не я',
            fallback: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
            outro: ['Якщо нікнейм змінили ви, нічого робити не треба.'],
            signature: 'Команда CarClub',
          },
    { link, nickname: next },
  );
}

/** The message of `kind` in the user's language, ready for `app.mailer.send({ to, ...mail })`. */
export function renderMail(kind: MailKind, { lang, link, nickname }: MailParams): RenderedMail {
  return renderCopy(lang, (language) => COPY[kind][language], { link, nickname });
}
