/**
 * The e-mails of notifications (lib/notifications/notify.ts), in the member's language and the
 * account mails' layout. Kinds whose flow already mails the member (the e-mail change) have none.
 */

import { carRemindersPage, editCarPage, memberPage } from '@carclub/contracts/page-paths';
import { conversationPage, type NotificationData, type NotificationKind } from '@carclub/contracts';

import {
  type Copy,
  mailLanguage,
  type MailFooter,
  type MailLanguage,
  renderCopy,
  type RenderedMail,
} from './templates';

/** The request of an e-mail change is mailed by its own flow (the notice with the cancel link). */
export type MailedNotificationKind = Exclude<NotificationKind, 'emailChangeRequested'>;

export function isMailedNotificationKind(kind: NotificationKind): kind is MailedNotificationKind {
  return kind !== 'emailChangeRequested';
}

interface NotificationMailContext<K extends MailedNotificationKind> {
  data: NotificationData[K];
  /** When it happened. */
  at: Date;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
}

const GREETING: Record<MailLanguage, Copy['greeting']> = {
  uk: (nickname) => (nickname ? `Вітаємо, ${nickname}!` : 'Вітаємо!'),
  en: (nickname) => (nickname ? `Hello, ${nickname}!` : 'Hello!'),
};
const FALLBACK: Record<MailLanguage, string> = {
  uk: 'Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:',
  en: 'If the button does not work, copy this link into your browser’s address bar:',
};
const SIGNATURE: Record<MailLanguage, string> = {
  uk: 'Команда CarClub',
  en: 'The CarClub team',
};

/** "24 November 2026, 17:05 UTC": the member's time zone is not known to the server. */
function formatTime(at: Date, language: MailLanguage): string {
  const formatted = new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${formatted} UTC`;
}

type CopyParts = Pick<Copy, 'subject' | 'intro' | 'button' | 'outro'>;

interface KindMail<K extends MailedNotificationKind> {
  path: (data: NotificationData[K]) => string;
  copy: (language: MailLanguage, context: NotificationMailContext<K>) => CopyParts;
}

const securityTab = () => '/profile/settings?tab=security';
/** The member's notification centre (mf-profile). */
const NOTIFICATION_CENTRE = '/profile/notifications';
const editCar = ({ vehicleId }: { vehicleId: string }) => editCarPage(vehicleId);
/** The owner's page of the car's reminders (mf-garage), where a due one is marked done. */
const carReminders = ({ vehicleId }: { vehicleId: string }) => carRemindersPage(vehicleId);

function device(browser: string | undefined, os: string | undefined, language: MailLanguage) {
  const unknown = language === 'uk' ? 'невідомий браузер' : 'an unknown browser';
  if (browser && os) return language === 'uk' ? `${browser} на ${os}` : `${browser} on ${os}`;
  return browser ?? os ?? unknown;
}

const MAILS: { [K in MailedNotificationKind]: KindMail<K> } = {
  newSignIn: {
    path: securityTab,
    copy: (language, { data, at }) =>
      language === 'uk'
        ? {
            subject: 'Новий вхід у ваш обліковий запис CarClub',
            intro: [
              `У ваш обліковий запис увійшли з браузера, якого ми ще не бачили: ${device(data.browser, data.os, language)}, ${formatTime(at, language)}.`,
              'Якщо це ви, нічого робити не треба. Якщо ні — завершіть сеанс цього пристрою на вкладці «Безпека» і змініть пароль.',
            ],
            button: 'Це був не я',
            outro: [],
          }
        : {
            subject: 'A new sign-in to your CarClub account',
            intro: [
              `Your account was signed in to from a browser we had not seen before: ${device(data.browser, data.os, language)}, ${formatTime(at, language)}.`,
              'If this was you, there is nothing to do. If not, sign that device out on the Security tab and change your password.',
            ],
            button: 'This wasn’t me',
            outro: [],
          },
  },
  passwordChanged: {
    // A member whose password someone else changed cannot sign in: the reset page is their way back.
    path: () => '/forgot-password',
    copy: (language, { at }) =>
      language === 'uk'
        ? {
            subject: 'Пароль вашого облікового запису CarClub змінено',
            intro: [`Пароль вашого облікового запису змінено ${formatTime(at, language)}.`],
            button: 'Я цього не робив — відновити доступ',
            outro: ['Якщо пароль змінили ви, нічого робити не треба.'],
          }
        : {
            subject: 'Your CarClub password was changed',
            intro: [`The password of your account was changed on ${formatTime(at, language)}.`],
            button: 'This wasn’t me: recover my account',
            outro: ['If you changed it, there is nothing to do.'],
          },
  },
  emailChangeConfirmed: {
    path: securityTab,
    copy: (language, { data, at }) =>
      language === 'uk'
        ? {
            subject: 'Адресу вашого облікового запису CarClub змінено',
            intro: [
              `Відтепер ваш обліковий запис CarClub використовує адресу ${data.email} (зміну підтверджено ${formatTime(at, language)}).`,
              'Попередня адреса отримала лист із посиланням, що скасовує цю зміну протягом 7 днів.',
            ],
            button: 'Переглянути безпеку облікового запису',
            outro: [],
          }
        : {
            subject: 'Your CarClub e-mail address was changed',
            intro: [
              `Your CarClub account now uses the address ${data.email} (confirmed on ${formatTime(at, language)}).`,
              'The previous address got an e-mail with a link that undoes this change for 7 days.',
            ],
            button: 'Review account security',
            outro: [],
          },
  },
  emailChangeCancelled: {
    // Every session has just ended: the member signs in again before anything else.
    path: () => '/login',
    copy: (language) =>
      language === 'uk'
        ? {
            subject: 'Зміну адреси вашого облікового запису CarClub скасовано',
            intro: [
              'Зміну адреси електронної пошти скасовано: обліковий запис знову використовує цю адресу, а сеанси на всіх пристроях завершено.',
              'Якщо зміну просили не ви, увійдіть і змініть пароль.',
            ],
            button: 'Увійти',
            outro: [],
          }
        : {
            subject: 'The change of your CarClub e-mail address was cancelled',
            intro: [
              'The change of your e-mail address was cancelled: the account uses this address again, and every device was signed out.',
              'If you did not ask for the change, sign in and change your password.',
            ],
            button: 'Sign in',
            outro: [],
          },
  },
  vehicleHidden: {
    path: editCar,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `Модератор приховав ваше авто «${data.vehicleName}»`,
            intro: [
              `Модератор CarClub приховав ваше авто «${data.vehicleName}» з публічних сторінок. Ви й надалі бачите та редагуєте його у своєму гаражі.`,
              ...(data.reason ? [`Причина від модератора: «${data.reason}».`] : []),
            ],
            button: 'Відкрити авто',
            outro: [
              'Якщо вважаєте це помилкою, приведіть опис авто у відповідність до правил сайту.',
            ],
          }
        : {
            subject: `A moderator hid your car “${data.vehicleName}”`,
            intro: [
              `A CarClub moderator hid your car “${data.vehicleName}” from the public pages. You can still see and edit it in your garage.`,
              ...(data.reason ? [`The moderator’s reason: “${data.reason}”.`] : []),
            ],
            button: 'Open the car',
            outro: [
              'If you think this is a mistake, bring the car’s description in line with the site rules.',
            ],
          },
  },
  vehicleRestored: {
    path: editCar,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `Ваше авто «${data.vehicleName}» знову видно всім`,
            intro: [
              `Модератор CarClub знову показав ваше авто «${data.vehicleName}» на публічних сторінках.`,
            ],
            button: 'Відкрити авто',
            outro: [],
          }
        : {
            subject: `Your car “${data.vehicleName}” is visible again`,
            intro: [
              `A CarClub moderator showed your car “${data.vehicleName}” on the public pages again.`,
            ],
            button: 'Open the car',
            outro: [],
          },
  },
  contentHidden: {
    path: ({ path }) => path,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject:
              data.contentKind === 'post'
                ? `Модератор приховав ваш допис «${data.title}»`
                : `Модератор приховав ваш коментар до «${data.title}»`,
            intro: [
              data.contentKind === 'post'
                ? `Модератор CarClub приховав ваш допис «${data.title}». Ви й надалі бачите його на його сторінці.`
                : `Модератор CarClub приховав ваш коментар до «${data.title}». Ви й надалі бачите його в обговоренні.`,
              ...(data.reason ? [`Причина від модератора: «${data.reason}».`] : []),
            ],
            button: 'Відкрити сторінку',
            outro: ['Якщо вважаєте це помилкою, напишіть нам через сторінку підтримки.'],
          }
        : {
            subject:
              data.contentKind === 'post'
                ? `A moderator hid your post “${data.title}”`
                : `A moderator hid your comment on “${data.title}”`,
            intro: [
              data.contentKind === 'post'
                ? `A CarClub moderator hid your post “${data.title}”. You can still see it on its page.`
                : `A CarClub moderator hid your comment on “${data.title}”. You can still see it in the discussion.`,
              ...(data.reason ? [`The moderator’s reason: “${data.reason}”.`] : []),
            ],
            button: 'Open the page',
            outro: ['If you think this is a mistake, write to us through the support page.'],
          },
  },
  contentRestored: {
    path: ({ path }) => path,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject:
              data.contentKind === 'post'
                ? `Ваш допис «${data.title}» знову видно всім`
                : `Ваш коментар до «${data.title}» знову видно всім`,
            intro: [
              data.contentKind === 'post'
                ? `Модератор CarClub знову показав ваш допис «${data.title}».`
                : `Модератор CarClub знову показав ваш коментар до «${data.title}».`,
            ],
            button: 'Відкрити сторінку',
            outro: [],
          }
        : {
            subject:
              data.contentKind === 'post'
                ? `Your post “${data.title}” is visible again`
                : `Your comment on “${data.title}” is visible again`,
            intro: [
              data.contentKind === 'post'
                ? `A CarClub moderator showed your post “${data.title}” again.`
                : `A CarClub moderator showed your comment on “${data.title}” again.`,
            ],
            button: 'Open the page',
            outro: [],
          },
  },
  reminderDue: {
    path: carReminders,
    copy: (language, { data }) => {
      const due = dueText(data.dueDate, data.dueMileage, language);
      return language === 'uk'
        ? {
            subject: `Нагадування: «${data.title}» для «${data.vehicleName}»`,
            intro: [
              `Настав час для «${data.title}» на вашому авто «${data.vehicleName}»${due ? ` (${due})` : ''}.`,
              'Коли зробите, позначте нагадування виконаним із записом у бортовому журналі: повторюване нагадування перейде на наступний раз.',
            ],
            button: 'Відкрити нагадування',
            outro: [],
          }
        : {
            subject: `Reminder: “${data.title}” on “${data.vehicleName}”`,
            intro: [
              `“${data.title}” is due on your car “${data.vehicleName}”${due ? ` (${due})` : ''}.`,
              'When it is done, complete the reminder with a logbook entry: a repeating one moves on to its next time.',
            ],
            button: 'Open the reminders',
            outro: [],
          };
    },
  },
  // The outcome only: the moderator who decided stays unnamed, so a reporter has no one to pester.
  reportHandled: {
    path: () => NOTIFICATION_CENTRE,
    copy: (language, { data }) => {
      const name = data.subjectName;
      const subject =
        language === 'uk'
          ? data.subjectType === 'vehicle'
            ? name === undefined
              ? 'авто'
              : `авто «${name}»`
            : name === undefined
              ? 'сторінку учасника'
              : `сторінку учасника ${name}`
          : data.subjectType === 'vehicle'
            ? name === undefined
              ? 'a car'
              : `the car “${name}”`
            : name === undefined
              ? 'a member page'
              : `${name}’s member page`;
      if (language === 'uk') {
        return data.outcome === 'resolved'
          ? {
              subject: 'Вашу скаргу розглянуто: вжито заходів',
              intro: [
                `Дякуємо за скаргу на ${subject}. Модератори CarClub розглянули її та вжили заходів.`,
              ],
              button: 'Відкрити сповіщення',
              outro: [],
            }
          : {
              subject: 'Вашу скаргу розглянуто',
              intro: [
                `Дякуємо за скаргу на ${subject}. Модератори CarClub розглянули її і не знайшли порушення правил сайту.`,
              ],
              button: 'Відкрити сповіщення',
              outro: [],
            };
      }
      return data.outcome === 'resolved'
        ? {
            subject: 'Your report was handled: action was taken',
            intro: [
              `Thank you for reporting ${subject}. The CarClub moderators reviewed it and took action.`,
            ],
            button: 'Open the notifications',
            outro: [],
          }
        : {
            subject: 'Your report was reviewed',
            intro: [
              `Thank you for reporting ${subject}. The CarClub moderators reviewed it and found nothing against the site rules.`,
            ],
            button: 'Open the notifications',
            outro: [],
          };
    },
  },
  comment: {
    path: conversationPage,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `Новий коментар до «${data.subjectTitle}»`,
            intro: [
              `Новий коментар від ${data.by} до ${data.subjectKind === 'post' ? 'вашого допису' : 'вашого запису бортжурналу'} «${data.subjectTitle}».`,
            ],
            button: 'Відкрити коментар',
            outro: [],
          }
        : {
            subject: `A new comment on “${data.subjectTitle}”`,
            intro: [
              `${data.by} commented on your ${data.subjectKind === 'post' ? 'post' : 'logbook entry'} “${data.subjectTitle}”.`,
            ],
            button: 'Open the comment',
            outro: [],
          },
  },
  reply: {
    path: conversationPage,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `${data.by} відповідає на ваш коментар`,
            intro: [`${data.by} відповідає на ваш коментар до «${data.subjectTitle}».`],
            button: 'Відкрити відповідь',
            outro: [],
          }
        : {
            subject: `${data.by} replied to your comment`,
            intro: [`${data.by} replied to your comment on “${data.subjectTitle}”.`],
            button: 'Open the reply',
            outro: [],
          },
  },
  mention: {
    path: conversationPage,
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `${data.by} згадує вас у коментарі`,
            intro: [`${data.by} згадує вас у коментарі до «${data.subjectTitle}».`],
            button: 'Відкрити коментар',
            outro: [],
          }
        : {
            subject: `${data.by} mentioned you in a comment`,
            intro: [`${data.by} mentioned you in a comment on “${data.subjectTitle}”.`],
            button: 'Open the comment',
            outro: [],
          },
  },
  // Mailed for the first like of a batch only (lib/notifications notifyGrouped), so one name.
  like: {
    path: conversationPage,
    copy: (language, { data }) => {
      const title = data.subjectTitle;
      if (language === 'uk') {
        const liked =
          data.commentId !== undefined
            ? `Ваш коментар до «${title}»`
            : data.subjectKind === 'post'
              ? `Ваш допис «${title}»`
              : `Ваш запис бортжурналу «${title}»`;
        return {
          subject: `${liked} сподобався ${data.by}`,
          intro: [`${liked} сподобався ${data.by}.`],
          button: 'Відкрити',
          outro: [],
        };
      }
      const liked =
        data.commentId !== undefined
          ? `your comment on “${title}”`
          : data.subjectKind === 'post'
            ? `your post “${title}”`
            : `your logbook entry “${title}”`;
      return {
        subject: `${data.by} liked ${liked}`,
        intro: [`${data.by} liked ${liked}.`],
        button: 'Open',
        outro: [],
      };
    },
  },
  // Mailed for the first follower of a batch only, like a like: one name.
  follower: {
    path: ({ by }) => memberPage(by),
    copy: (language, { data }) =>
      language === 'uk'
        ? {
            subject: `${data.by} стежить за вами на CarClub`,
            intro: [
              `${data.by} тепер стежить за вами: ваші нові дописи й записи з’являться в їхній стрічці.`,
            ],
            button: 'Сторінка учасника',
            outro: [],
          }
        : {
            subject: `${data.by} follows you on CarClub`,
            intro: [
              `${data.by} now follows you: your new posts and entries will appear in their feed.`,
            ],
            button: 'Their page',
            outro: [],
          },
  },
};

/** "due 1 March 2027 or at 120,000 km": what the reminder was set for, in the member's language. */
function dueText(
  dueDate: string | undefined,
  dueMileage: string | undefined,
  language: MailLanguage,
): string {
  const locale = language === 'uk' ? 'uk-UA' : 'en-GB';
  const parts: string[] = [];
  if (dueDate) {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${dueDate}T00:00:00Z`),
    );
    parts.push(language === 'uk' ? `термін ${day}` : `due ${day}`);
  }
  if (dueMileage) {
    const km = new Intl.NumberFormat(locale).format(Number(dueMileage));
    parts.push(language === 'uk' ? `на ${km} км` : `at ${km} km`);
  }
  return parts.join(language === 'uk' ? ' або ' : ' or ');
}

const UNSUBSCRIBE: Record<MailLanguage, Omit<MailFooter, 'link'>> = {
  uk: {
    text: 'Ви отримали цей лист, бо ввімкнули такі сповіщення поштою.',
    linkLabel: 'Відписатися від цих листів',
  },
  en: {
    text: 'You got this e-mail because such notifications are on for e-mail.',
    linkLabel: 'Unsubscribe from these e-mails',
  },
};

export interface NotificationMailParams<
  K extends MailedNotificationKind,
> extends NotificationMailContext<K> {
  lang: string;
  nickname: string;
  /** The one-click unsubscribe page of this kind; absent for a security notice, which always goes. */
  unsubscribeLink?: string;
}

export function renderNotificationMail<K extends MailedNotificationKind>(
  kind: K,
  { lang, nickname, unsubscribeLink, ...context }: NotificationMailParams<K>,
): RenderedMail {
  const mail = MAILS[kind] as KindMail<K>;
  const link = `${context.siteUrl}${mail.path(context.data)}`;
  return renderCopy(
    lang,
    (language) => ({
      ...mail.copy(language, context),
      greeting: GREETING[language],
      fallback: FALLBACK[language],
      signature: SIGNATURE[language],
    }),
    {
      link,
      nickname,
      footer:
        unsubscribeLink === undefined
          ? undefined
          : { ...UNSUBSCRIBE[mailLanguage(lang)], link: unsubscribeLink },
    },
  );
}
