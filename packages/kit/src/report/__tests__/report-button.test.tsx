import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '@carclub/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ReportButton } from '../report-button';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

describe('ReportButton on a post, an entry and a comment', () => {
  it('reports a comment, naming its author on the button and in the dialog', async () => {
    post.mockResolvedValue({ status: 201, data: { id: 'r1', status: 'open' } });
    const user = userEvent.setup();
    renderPage(
      <ReportButton subject={{ subjectType: 'comment', commentId: 'c1', name: 'olena' }} />,
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Report the comment by olena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the comment by olena' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('Thank you: the moderators will look at it'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/reports', {
      subjectType: 'comment',
      commentId: 'c1',
      reason: 'spam',
      details: null,
    });
  });

  it('reports a post or entry through its discussion, in Ukrainian too', async () => {
    post.mockResolvedValue({ status: 201, data: { id: 'r2', status: 'open' } });
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    renderPage(
      <ReportButton
        subject={{ subjectType: 'discussion', discussionId: 'd1', name: 'Нове зчеплення' }}
      />,
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Поскаржитися' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скарга на «Нове зчеплення»' });
    await user.click(within(dialog).getByRole('radio', { name: 'Фейк або оманлива інформація' }));
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати скаргу' }));
    await screen.findByText('Дякуємо: модератори її розглянуть');
    expect(post).toHaveBeenCalledWith('/reports', {
      subjectType: 'discussion',
      discussionId: 'd1',
      reason: 'fake',
      details: null,
    });
    await act(() => i18n.changeLanguage('en'));
  });
});
