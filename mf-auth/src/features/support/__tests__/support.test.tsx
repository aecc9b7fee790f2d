import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GoodbyePage } from '../../../pages/goodbye-page';
import { SupportPage } from '../../../pages/support-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  useSessionStore.getState().clear();
  get.mockImplementation((url: string) =>
    url === '/support'
      ? Promise.resolve({ data: { email: 'help@carclub.example' } })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
});

const open = (url = '/support') => renderPage(<SupportPage />, '/support', url);
const field = (name: RegExp) => screen.getByLabelText(name);

describe('the contact page', () => {
  it("shows the team's address and mails a visitor's message", async () => {
    post.mockResolvedValueOnce({ data: { accepted: true }, status: 202 });
    open();
    expect(await screen.findByRole('link', { name: 'help@carclub.example' })).toHaveAttribute(
      'href',
      'mailto:help@carclub.example',
    );
    const user = userEvent.setup();
    await user.type(field(/^Your name/), 'Olena');
    await user.type(field(/^Your e-mail/), 'Olena@Example.com');
    await user.selectOptions(field(/^What is it about/), 'bug');
    await user.type(field(/^Subject/), 'The map does not load');
    await user.type(field(/^Message/), 'Since Monday.{Enter}In Firefox.');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));

    expect(await screen.findByRole('heading', { name: 'Your message is sent' })).toHaveFocus();
    expect(
      screen.getByText('The CarClub team has it and will answer at olena@example.com.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/support', {
      name: 'Olena',
      email: 'olena@example.com',
      category: 'bug',
      subject: 'The map does not load',
      message: 'Since Monday.\nIn Firefox.',
    });
  });

  it('asks for the address, topic, subject and message before sending anything', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(field(/^Your e-mail/)).toHaveAccessibleDescription(/required/i));
    expect(field(/^What is it about/)).toHaveAccessibleDescription(/required/i);
    expect(field(/^Subject/)).toHaveAccessibleDescription(/required/i);
    expect(field(/^Message/)).toHaveAccessibleDescription(/required/i);
    expect(post).not.toHaveBeenCalled();
  });

  it("fills in a member's address, and preselects the topic the blocked message links with", async () => {
    useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    useSessionStore.getState().setUser({
      id: 'u1',
      email: 'ann@example.com',
      nickname: 'ann',
      roles: ['user'],
      permissions: [],
      restrictions: [],
    });
    open('/support?category=blocked');
    await waitFor(() => expect(field(/^Your e-mail/)).toHaveValue('ann@example.com'));
    expect(field(/^What is it about/)).toHaveValue('blocked');
  });

  it("shows the server's refusal under its field, and a limit as a message", async () => {
    post
      .mockRejectedValueOnce(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Validation failed', {
            subject: ['validation.controlCharacters'],
          }),
        ),
      )
      .mockRejectedValueOnce(httpError(429, errorPayload(429, 'Too Many Requests', 'Slow down')));
    open();
    const user = userEvent.setup();
    await user.type(field(/^Your e-mail/), 'ann@example.com');
    await user.selectOptions(field(/^What is it about/), 'other');
    await user.type(field(/^Subject/), 'Hi');
    await user.type(field(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    // The form's rules load on its first check: a busy machine may take a while.
    await waitFor(
      () => expect(field(/^Subject/)).toHaveAccessibleDescription(/control characters/i),
      { timeout: 5_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(
      await screen.findByText('Too many requests. Please try again later'),
    ).toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue('Hello');
  });

  it('speaks Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    open();
    expect(
      await screen.findByRole('heading', { name: 'Зв’язатися з командою CarClub' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Надіслати повідомлення' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Заблокований обліковий запис' }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('the goodbye page', () => {
  it('says the account is gone and shows the ways on, in both languages', async () => {
    const first = renderPage(<GoodbyePage />, '/goodbye');
    expect(screen.getByRole('heading', { name: 'Your account is deleted' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Write to the team' })).toHaveAttribute(
      'href',
      '/support',
    );
    first.unmount();
    await act(() => i18n.changeLanguage('uk'));
    renderPage(<GoodbyePage />, '/goodbye');
    expect(screen.getByRole('heading', { name: 'Обліковий запис видалено' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it("drops the deleted account's credentials once it is on screen, and only then", async () => {
    useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    const { router } = renderPage(<GoodbyePage />, '/goodbye', '/profile/settings');
    expect(useSessionStore.getState().tokens).not.toBeNull();
    await act(() => router.navigate('/goodbye', { state: { accountDeleted: true } }));
    expect(screen.getByRole('heading', { name: 'Your account is deleted' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().tokens).toBeNull());
  });

  it('signs nobody out when opened without a deletion', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    renderPage(<GoodbyePage />, '/goodbye');
    expect(screen.getByRole('heading', { name: 'Your account is deleted' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(useSessionStore.getState().tokens).not.toBeNull();
  });
});
