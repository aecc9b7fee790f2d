import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { act, screen } from '@testing-library/react';
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

const CHECK = '/notifications/unsubscribe/check';
const UNSUBSCRIBE = '/notifications/unsubscribe';

/** The check as the page opens answers `check`; the confirmed unsubscribe, `confirm`. */
function answer(check: () => Promise<unknown>, confirm?: () => Promise<unknown>) {
  post.mockImplementation((url: string) => {
    if (url === CHECK) return check();
    if (url === UNSUBSCRIBE && confirm) return confirm();
    throw new Error(`unexpected POST ${url}`);
  });
}
const stillOn =
  (kind = 'vehicleHidden') =>
  () =>
    Promise.resolve({ data: { kind, emailOn: true } });

const open = (url = '/unsubscribe?token=uns.ub-T0ken') =>
  renderPage(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    '/unsubscribe',
    url,
  );

const calls = (url: string) => post.mock.calls.filter(([called]) => called === url);

describe('the unsubscribe link of a notification e-mail', () => {
  it('changes nothing as the page opens: it names the e-mails and waits for the confirm', async () => {
    answer(stillOn(), () => Promise.resolve({ data: { kind: 'vehicleHidden' } }));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link…');
    expect(await screen.findByRole('heading', { name: 'Stop these e-mails?' })).toBeVisible();
    expect(
      screen.getByText('We will stop e-mailing you about: your cars hidden by a moderator.'),
    ).toBeInTheDocument();
    expect(calls(CHECK)[0]).toEqual([CHECK, { token: 'uns.ub-T0ken' }]);
    expect(calls(UNSUBSCRIBE)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const heading = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('We will no longer e-mail you about: your cars hidden by a moderator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your notifications' })).toHaveAttribute(
      'href',
      '/profile/settings?tab=notifications',
    );
    expect(calls(UNSUBSCRIBE)).toEqual([[UNSUBSCRIBE, { token: 'uns.ub-T0ken' }]]);
  });

  it('says at once when the e-mails are already off', async () => {
    answer(() => Promise.resolve({ data: { kind: 'reminderDue', emailOn: false } }));
    open();
    expect(
      await screen.findByRole('heading', { name: 'You are already unsubscribed' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says at once that a malformed link is not valid, and asks nothing without a token', async () => {
    answer(() => Promise.reject(httpError(400, errorPayload(400, 'Bad Request', 'Invalid'))));
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

  it('offers another try when the check fails', async () => {
    let failed = false;
    answer(() => {
      if (failed) return stillOn('vehicleRestored')();
      failed = true;
      return Promise.reject(httpError(503, errorPayload(503, 'Service Unavailable', 'down')));
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Stop these e-mails?' })).toBeVisible();
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    answer(stillOn('vehicleRestored'), () =>
      Promise.resolve({ data: { kind: 'vehicleRestored' } }),
    );
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Відписатися' }));
    expect(await screen.findByRole('heading', { name: 'Ви відписалися' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ми більше не надсилатимемо вам листів про: ваші авто, знову показані модератором.',
      ),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
