import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';
import { StoredSessionProvider } from '@carclub/session';
import { fakeApiMethods, setupTestEnvironment } from '@carclub/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { discussionErrorMessage } from '../error-message';
import { Discussion } from '../discussion';
import { prefetchDiscussion } from '../endpoints/prefetch-discussion';
import { comment, DISCUSSION_ID, PAGE, summary, thread } from './discussion-fixtures';

setupTestEnvironment();
const { get } = fakeApiMethods(apiClient);

/** The page's server render: no user, only whether the browser holds credentials. */
function serverRender(storedSession: boolean, queryClient = new QueryClient()): string {
  const element = (
    <StoredSessionProvider storedSession={storedSession}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[PAGE]}>
            <Discussion counts={{ id: DISCUSSION_ID, commentsCount: 4, likesCount: 1 }} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StoredSessionProvider>
  );
  // React marks where adjacent texts meet; the reader sees them as one.
  return renderToString(element).replaceAll('<!-- -->', '');
}

describe('Discussion on the server', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('renders the counters from the page’s payload and asks the API for nothing', () => {
    const html = serverRender(false);
    expect(html).toContain('Comments <span class="cc-discussion__heading-count">(4)</span>');
    expect(html).toContain('1 like');
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent(PAGE)}"`);
    expect(get).not.toHaveBeenCalled();
  });

  it('draws the thread a visitor sees when the page prefetched it, for visitors and members alike', async () => {
    const ann = comment('ann', 'Nice **brakes**');
    get.mockImplementation(async (url: string) => ({
      data: url.endsWith('/comments')
        ? { items: [thread(ann)], nextCursor: null }
        : summary({ commentsCount: 1 }),
    }));
    const queryClient = new QueryClient();
    await prefetchDiscussion(queryClient, DISCUSSION_ID);
    expect(get).toHaveBeenCalledWith(`/discussions/${DISCUSSION_ID}/comments`, expect.anything());

    for (const storedSession of [false, true]) {
      const html = serverRender(storedSession, queryClient);
      expect(html).toContain('Nice <strong>brakes</strong>');
      expect(html).toContain('<span class="cc-discussion__heading-count">(1)</span>');
      expect(html).not.toContain('cc-discussion__loading');
    }
  });

  it('gives a member’s browser the shape it will hydrate: a like button, no sign-in links', () => {
    const html = serverRender(true);
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('/login');
  });
});

describe('discussionErrorMessage', () => {
  it('names the edit window in minutes, in the reader’s language', async () => {
    const { toApiError } = await import('@carclub/api-client');
    await i18n.changeLanguage('uk');
    const error = toApiError(
      Object.assign(new Error('400'), {
        isAxiosError: true,
        response: {
          status: 400,
          data: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Too late to edit',
            details: { fields: { body: ['validation.commentEditWindowOver'] } },
          },
        },
      }),
    );
    expect(discussionErrorMessage(error)).toBe(
      'Коментар можна редагувати 60 хвилин після написання',
    );
  });
});
