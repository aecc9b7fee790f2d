import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { LEGAL_NAMESPACE } from '../i18n';
import type { LegalResources } from '../i18n/en';
import '../legal.css';

export type LegalDocumentId = Exclude<keyof LegalResources, 'common'>;

export const LEGAL_DOCUMENTS: ReadonlyArray<{ id: LegalDocumentId; path: string }> = [
  { id: 'siteRules', path: '/legal/site-rules' },
  { id: 'userRules', path: '/legal/user-rules' },
  { id: 'privacy', path: '/legal/privacy' },
  { id: 'offer', path: '/legal/offer' },
];

interface Section {
  heading: string;
  text: Record<string, string>;
}

export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const titleId = useId();
  const returned: unknown = t(`${id}.sections`, { returnObjects: true });
  const sections =
    typeof returned === 'object' && returned !== null
      ? Object.entries(returned as Record<string, Section>)
      : [];
  const anchor = (key: string) => `${id}-${key}`;

  return (
    <article className="legal" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`${id}.title`)}</h1>
      <p className="legal__updated">{t('common.updated')}</p>
      <p className="legal__intro">{t(`${id}.intro`)}</p>
      <nav className="legal__contents" aria-label={t('common.contents')}>
        <ol>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${anchor(key)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(([key, section]) => (
        <section key={key} id={anchor(key)} aria-labelledby={`${anchor(key)}-heading`}>
          <h2 id={`${anchor(key)}-heading`}>{section.heading}</h2>
          {Object.entries(section.text).map(([paragraph, text]) => (
            <p key={paragraph}>{text}</p>
          ))}
        </section>
      ))}
      <nav className="legal__others" aria-label={t('common.otherDocuments')}>
        <h2>{t('common.otherDocuments')}</h2>
        <ul>
          {LEGAL_DOCUMENTS.filter((document) => document.id !== id).map((document) => (
            <li key={document.id}>
              <Link to={document.path}>{t(`${document.id}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
