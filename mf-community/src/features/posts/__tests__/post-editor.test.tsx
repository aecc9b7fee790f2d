import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CreatePostPage } from '../../../pages/create-post-page';
import { EditPostPage } from '../../../pages/edit-post-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { galleryOf, postFixture } from './fixtures';

const methods = fakeApiMethods(apiClient);

const cars = {
  items: [{ id: 'v1', name: 'Golf', year: 2016 }],
  total: 1,
  page: 1,
  limit: 100,
};
const entries = {
  items: [
    { id: 'e2', title: 'Oil change', date: '2026-10-01' },
    { id: 'e1', title: 'Tyre change', date: '2026-09-01' },
  ],
  total: 2,
  page: 1,
  limit: 100,
};

setupTestEnvironment();
beforeEach(() => {
  sessionQueryClient.setQueryData(
    CURRENT_USER_QUERY_KEY,
    currentUserFixture({ id: 'ann', email: 'ann@example.com', nickname: 'ann' }),
  );
  methods.get.mockImplementation(async (url: string) => {
    if (url === '/private-transport') return { data: cars };
    if (url === '/private-transport/v1/logbook') return { data: entries };
    if (url === '/posts/p1') return { data: postFixture({ status: 'draft', publishedAt: null }) };
    throw httpError(404, errorPayload(404, 'Not Found', 'Not found'));
  });
});

/** The rich text box, once its lazy chunk is there. */
const textBox = () => screen.findByRole('textbox', { name: 'Text' });

describe('writing a post', () => {
  it('saves a draft with the title, tags, the car and its entries in the order chosen', async () => {
    const user = userEvent.setup();
    methods.post.mockResolvedValue({
      status: 201,
      data: postFixture({ status: 'draft', publishedAt: null }),
    });
    const { router } = renderPage(<CreatePostPage />, '/create-post');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New post');

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Winter tyres');
    // jsdom has no text input ProseMirror reads (typed text is the journey's, in Chromium); the
    // toolbar's state is the editor's.
    await user.click(await textBox());
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, '#Зима{Enter}tyres,');
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: /Car/ }), 'v1');
    await user.click(await screen.findByRole('checkbox', { name: /Tyre change/ }));
    await user.click(screen.getByRole('checkbox', { name: /Oil change/ }));
    await user.click(screen.getByRole('button', { name: 'Move “Oil change” up' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(methods.post).toHaveBeenCalledTimes(1));
    expect(methods.post).toHaveBeenCalledWith('/posts', {
      title: 'Winter tyres',
      body: '',
      tags: ['зима', 'tyres'],
      vehicleId: 'v1',
      entryIds: ['e2', 'e1'],
      publish: false,
    });
    // Saved: the address is the post's own editor now, which says what happened.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/posts/p1/edit'));
    expect(router.state.location.state).toEqual({ saved: 'Saved' });
  });

  it('starts about the car its address names (a car page’s “Write a post about this car”)', async () => {
    renderPage(<CreatePostPage />, '/create-post', '/create-post?vehicleId=v1');
    const car = screen.getByRole('combobox', { name: /Car/ });
    await waitFor(() => expect(car).toHaveValue('v1'));
    expect(await screen.findByRole('checkbox', { name: /Tyre change/ })).toBeVisible();
  });

  it('shows the server’s message beside its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    methods.post.mockRejectedValue(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Validation failed', { title: ['Too long'] }),
      ),
    );
    renderPage(<CreatePostPage />, '/create-post');
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'A title');
    await textBox();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Too long'));
    expect(title).toHaveValue('A title');
    expect(title).toHaveFocus();
    expect(methods.post).toHaveBeenCalledWith('/posts', expect.objectContaining({ publish: true }));
  });

  it('opens a saved draft, publishes it, and then only saves', async () => {
    const user = userEvent.setup();
    methods.put.mockResolvedValue({ data: postFixture() });
    renderPage(<EditPostPage />, '/my/posts/:postId/edit', '/my/posts/p1/edit');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Winter tyres');
    expect(await textBox()).toHaveTextContent('Changed all four. Thanks @bob');
    expect(screen.getByRole('checkbox', { name: /Tyre change/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const view = await screen.findByRole('link', { name: 'View the post' });
    const status = view.closest('p');
    expect(status).toHaveTextContent('Published');
    expect(status).toHaveFocus();
    expect(view).toHaveAttribute('href', '/u/ann/posts/winter-tyres');
    expect(methods.put).toHaveBeenCalledWith(
      '/posts/p1',
      expect.objectContaining({ body: 'Changed **all four**. Thanks @bob', publish: true }),
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<CreatePostPage />, '/create-post');
    await textBox();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Half');
    await act(() => router.navigate('/posts'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/create-post');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half');
  });

  describe('photos (ADR 0160)', () => {
    it('saves a new post as a draft so that photos have a post to join', async () => {
      const user = userEvent.setup();
      methods.post.mockResolvedValue({
        status: 201,
        data: postFixture({ status: 'draft', publishedAt: null }),
      });
      const { router } = renderPage(<CreatePostPage />, '/create-post');
      await textBox();
      const photos = screen.getByRole('region', { name: 'Photos' });
      expect(within(photos).queryByRole('button', { name: 'Add photos' })).toBeNull();
      await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Winter tyres');
      await user.click(within(photos).getByRole('button', { name: 'Save and add photos' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/my/posts/p1/edit'));
      expect(methods.post).toHaveBeenCalledWith(
        '/posts',
        expect.objectContaining({ title: 'Winter tyres', publish: false }),
      );
      expect(router.state.location.state).toEqual({ saved: 'Saved', photos: true });
    });

    it('manages a saved post’s photos through its own address, in their order', async () => {
      const user = userEvent.setup();
      const [first, second] = galleryOf(2);
      methods.get.mockImplementation(async (url: string) => {
        if (url === '/private-transport') return { data: cars };
        if (url === '/posts/p1') return { data: postFixture({ photos: [first!, second!] }) };
        throw httpError(404, errorPayload(404, 'Not Found', 'Not found'));
      });
      methods.put.mockResolvedValue({ data: { images: [second, first] } });
      methods.post.mockResolvedValue({ status: 201, data: { images: [second, first, first] } });
      const { container } = renderPage(
        <EditPostPage />,
        '/my/posts/:postId/edit',
        '/my/posts/p1/edit',
      );
      const photos = await screen.findByRole('region', { name: 'Photos' });
      expect(within(photos).getByText('2 / 20')).toBeInTheDocument();

      await user.click(within(photos).getByRole('button', { name: 'Later (photo 1)' }));
      expect(methods.put).toHaveBeenCalledWith('/posts/p1/photos/order', {
        imageIds: [second!.id, first!.id],
      });

      const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
      await user.upload(input, new File(['x'], 'wheel.jpg', { type: 'image/jpeg' }));
      await waitFor(() => expect(methods.post).toHaveBeenCalled());
      expect(methods.post.mock.calls[0]?.[0]).toBe('/posts/p1/photos');
      await waitFor(() => expect(within(photos).getByText('3 / 20')).toBeInTheDocument());
    });
  });

  describe('in Ukrainian', () => {
    beforeAll(() => act(() => i18n.changeLanguage('uk')));
    afterAll(() => act(() => i18n.changeLanguage('en')));

    it('labels the form in Ukrainian and refuses a tag that is not one', async () => {
      const user = userEvent.setup();
      renderPage(<CreatePostPage />, '/create-post');
      expect(await screen.findByRole('textbox', { name: 'Текст' })).toBeInTheDocument();
      const tags = screen.getByRole('textbox', { name: 'Теги' });
      await user.type(tags, 'a{Enter}');
      expect(tags).toHaveAccessibleDescription(/«a» — не тег/);
      expect(screen.getByRole('button', { name: 'Зберегти чернетку' })).toBeInTheDocument();
    });
  });
});
