import type { Post, PostInput } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** POST for a new post, PUT (which replaces it) for a saved one. */
export async function savePost(id: string | null, post: PostInput): Promise<Post> {
  const [{ request }, { postSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postSchema, {
    method: id === null ? 'POST' : 'PUT',
    url: id === null ? '/posts' : `/posts/${encodeURIComponent(id)}`,
    data: post,
  });
}

/** Saves a post; every list of posts and its own copy are then stale. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, post }: { id: string | null; post: PostInput }) => savePost(id, post),
    onSuccess: async (saved) => {
      queryClient.setQueryData(postKeys.own(saved.id), saved);
      await queryClient.invalidateQueries({
        queryKey: postKeys.all,
        predicate: (query) => query.queryKey[1] !== 'own',
      });
    },
  });
}

/** Deletes one of the member's posts, with its photos. */
export async function deletePost(id: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: `/posts/${encodeURIComponent(id)}` });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: postKeys.own(id) });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
