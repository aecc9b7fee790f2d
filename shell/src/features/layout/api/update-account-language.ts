import type { Language } from '@carclub/i18n';

/** Keeps the interface language on the account, for the e-mails the API sends later. */
export async function updateAccountLanguage(language: Language): Promise<void> {
  const { request } = await import('@carclub/api-client');
  await request({ method: 'PUT', url: '/profile/language', data: { language } });
}
