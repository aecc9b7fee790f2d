import { type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * "By registering you accept the site rules, user rules, privacy policy and public offer". The
 * documents open in a new tab, so reading them halfway through signing up loses nothing typed.
 */
export function Agreement() {
  const { t } = useTranslation('auth');
  const hintId = useId();
  // Trans puts each link's translated text in as its children.
  const document = (path: string) => <DocumentLink href={path} hintId={hintId} />;
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

function DocumentLink({
  href,
  hintId,
  children,
}: {
  href: string;
  hintId: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-describedby={hintId}>
      {children}
    </a>
  );
}
