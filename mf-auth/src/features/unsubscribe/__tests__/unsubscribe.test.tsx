import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';

import { UnsubscribePage } from '../../../pages/unsubscribe-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => post.mockReset());

const open = (url = '/unsubscribe?token=uns.ub-T0ken') =>
  renderPage(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    '/unsubscribe',
    url,
  );

describe('the unsubscribe link of a notification e-mail', () => {
  it('unsubscribes once as the page opens and names the e-mails that stop', async () => {
    post.mockResolvedValueOnce({ data: { kind: 'vehicleHidden' } });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Stopping these e-mails…');
    const heading = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('We will no longer e-mail you about: your cars hidden by a moderator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your notifications' })).toHaveAttribute(
      'href',
      '/profile/settings?tab=notifications',
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/notifications/unsubscribe', { token: 'uns.ub-T0ken' });
  });

  it('says a bad or expired link is not valid, and asks nothing without a token', async () => {
    post.mockRejectedValueOnce(httpError(400, errorPayload(400, 'Bad Request', 'Invalid token')));
    const bad = open();
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/incomplete, or no longer valid/)).toBeInTheDocument();
    bad.unmount();

    post.mockClear();
    open('/unsubscribe');
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers another try when the server fails', async () => {
    post
      .mockRejectedValueOnce(httpError(503, errorPayload(503, 'Service Unavailable', 'down')))
      .mockResolvedValueOnce({ data: { kind: 'vehicleRestored' } });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    post.mockResolvedValueOnce({ data: { kind: 'vehicleRestored' } });
    open();
    expect(await screen.findByRole('heading', { name: 'Ви відписалися' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ми більше не надсилатимемо вам листів про: ваші авто, знову показані модератором.',
      ),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
