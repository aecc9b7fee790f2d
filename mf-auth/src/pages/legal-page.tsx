import { LegalDocument } from '../features/legal/components/legal-document';

export function SiteRulesPage() {
  return <LegalDocument id="siteRules" />;
}

export function UserRulesPage() {
  return <LegalDocument id="userRules" />;
}

export function PrivacyPolicyPage() {
  return <LegalDocument id="privacy" />;
}

export function PublicOfferPage() {
  return <LegalDocument id="offer" />;
}
