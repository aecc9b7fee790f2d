import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * "By registering you accept the site rules, user rules, privacy policy and public offer". The
 * documents open in a new tab, so reading them halfway through signing up loses nothing typed.
 */
export function Agreement() {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const document = (path: string) => (
    <a href={path} target="_blank" rel="noopener" aria-describedby={hintId} />
  );
  return (
    <p className="auth-form__agreement">
      <Trans
        t={t}
        i18nKey="register.agreement"
        components={{
          siteRules: document('/legal/site-rules'),
          userRules: document('/legal/user-rules'),
          privacy: document('/legal/privacy'),
          offer: document('/legal/offer'),
        }}
      />
      <span id={hintId} className="visually-hidden">
        {t('register.opensInNewTab')}
      </span>
    </p>
  );
}
