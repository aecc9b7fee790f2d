import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "By registering you accept the site rules, user rules, privacy policy and public offer". */
export function Agreement() {
  const { t } = useTranslation('auth');
  return (
    <p className="auth-form__agreement">
      <Trans
        t={t}
        i18nKey="register.agreement"
        components={{
          siteRules: <Link to="/legal/site-rules" />,
          userRules: <Link to="/legal/user-rules" />,
          privacy: <Link to="/legal/privacy" />,
          offer: <Link to="/legal/offer" />,
        }}
      />
    </p>
  );
}
