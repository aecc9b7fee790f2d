import { missingKeys } from '@carclub/i18n';
import { screen } from '@testing-library/react';

import {
  PrivacyPolicyPage,
  PublicOfferPage,
  SiteRulesPage,
  UserRulesPage,
} from '../../../pages/legal-page';
import { renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { legalResources } from '../i18n';

setupTestEnvironment();

test('every legal text exists in both Ukrainian and English', () => {
  expect(missingKeys(legalResources)).toEqual([]);
});

describe.each([
  ['/legal/site-rules', SiteRulesPage, 'Site rules', 'Who we are'],
  ['/legal/user-rules', UserRulesPage, 'User rules', 'What you may post'],
  ['/legal/privacy', PrivacyPolicyPage, 'Privacy policy', 'How to delete your account'],
  ['/legal/offer', PublicOfferPage, 'Public offer', 'Cancellation and refunds'],
])('%s', (path, Page, title, section) => {
  it('shows the document with its sections and links to the others', () => {
    renderPage(<Page />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: section })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
    const others = screen.getByRole('navigation', { name: 'Other documents' });
    expect(others.querySelectorAll('a')).toHaveLength(3);
  });
});
