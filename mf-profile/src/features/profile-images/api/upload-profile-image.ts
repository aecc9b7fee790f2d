import {
  UPLOAD_FIELD_NAME,
  uploadResponseSchema,
  type Profile,
  type UploadResponse,
} from '@carclub/contracts';
import {
  CURRENT_USER_QUERY_KEY,
  OWN_PROFILE_QUERY_KEY,
  queryClient as sessionQueryClient,
} from '@carclub/session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';
import { PROFILE_IMAGE_SHAPES, type ProfileImageKind } from '../lib/image-kinds';

/** Bytes sent so far and in all, as axios reports them while the body goes out. */
export type UploadProgress = (loaded: number, total: number) => void;

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** POST /media/change-avatar or /media/change-cover (spec §7): answers the stored image's URL. */
export async function uploadProfileImage(
  kind: ProfileImageKind,
  image: Blob,
  onProgress?: UploadProgress,
): Promise<UploadResponse> {
  const { request } = await import('@carclub/api-client');
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, image, `${kind}.${EXTENSIONS[image.type] ?? 'img'}`);
  return request(uploadResponseSchema, {
    method: 'POST',
    url: PROFILE_IMAGE_SHAPES[kind].url,
    data: body,
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? image.size),
  });
}

/** Roots of the caches that cannot hold the old picture: the own profile, the session, lists. */
const UNAFFECTED_ROOTS: readonly unknown[] = [
  OWN_PROFILE_QUERY_KEY[0],
  CURRENT_USER_QUERY_KEY[0],
  'reference',
];

/**
 * The new picture shows at once wherever the profile is read: the settings' profile and the
 * header's (the same key in the app; the session's client is written as well for a page whose
 * client is another, ADR 0062). The server deletes the old file, so every other cached answer that
 * may carry it (a member's page, a car's owner; reference lists and the session cannot) is marked
 * stale and fetched again when next shown.
 */
export function afterProfileImageChanged(
  queryClient: QueryClient,
  kind: ProfileImageKind,
  url: string | null,
  fallback: Profile,
): Profile {
  const updated = {
    ...(queryClient.getQueryData<Profile>(profileKeys.own) ?? fallback),
    [kind]: url,
  };
  queryClient.setQueryData(profileKeys.own, updated);
  if (sessionQueryClient !== queryClient) {
    sessionQueryClient.setQueryData<Profile>(OWN_PROFILE_QUERY_KEY, (cached) => ({
      ...(cached ?? updated),
      [kind]: url,
    }));
  }
  void queryClient.invalidateQueries({
    predicate: (query) => !UNAFFECTED_ROOTS.includes(query.queryKey[0]),
    refetchType: 'none',
  });
  return updated;
}

export function useUploadProfileImage(kind: ProfileImageKind, profile: Profile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress?: UploadProgress }) =>
      uploadProfileImage(kind, image, onProgress),
    // An upload is not idempotent and may be large: one failure is reported, never re-sent.
    retry: false,
    onSuccess: ({ url }) => afterProfileImageChanged(queryClient, kind, url, profile),
  });
}
