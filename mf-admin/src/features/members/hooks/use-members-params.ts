import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMembersQueryInput,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  ROLES,
  SORT_ORDERS,
} from '@carclub/contracts';
import { useUrlQuery } from '@carclub/kit';
import { useCallback } from 'react';

/** The table's state: every part of it in the URL, so a reload or a shared link shows the same. */
export interface MembersParams {
  q: string;
  role: (typeof ROLES)[number] | '';
  status: (typeof MEMBER_STATUSES)[number] | '';
  sort: (typeof MEMBER_SORTS)[number];
  order: (typeof SORT_ORDERS)[number];
  page: number;
}

const DEFAULTS: MembersParams = {
  q: '',
  role: '',
  status: '',
  sort: 'joined',
  order: 'desc',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** Unknown or broken values fall back to the defaults (spec §2: unknown parameters are tolerated). */
export function parseMembersParams(search: URLSearchParams): MembersParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim() ?? '',
    role: oneOf(['', ...ROLES], search.get('role'), ''),
    status: oneOf(['', ...MEMBER_STATUSES], search.get('status'), ''),
    sort: oneOf(MEMBER_SORTS, search.get('sort'), DEFAULTS.sort),
    order: oneOf(SORT_ORDERS, search.get('order'), DEFAULTS.order),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes in the URL, so the plain address is the plain table. */
export function writeMembersParams(params: MembersParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS) as (keyof MembersParams)[]) {
    if (params[key] !== DEFAULTS[key]) search.set(key, String(params[key]));
  }
  return search;
}

export function toQuery(params: MembersParams): AdminMembersQueryInput {
  return {
    q: params.q || undefined,
    role: params.role || undefined,
    status: params.status || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    limit: ADMIN_MEMBERS_PAGE_SIZE,
  };
}

export function useMembersParams() {
  const [params, write] = useUrlQuery(parseMembersParams);
  const update = useCallback(
    (changes: Partial<MembersParams>) => {
      // Any change but the page starts from page 1: the old page may not exist any more.
      const next = { ...params, page: 1, ...changes };
      // At once, not as a transition: a search whose pause ends right after a filter changed must
      // start from the new filter, which a table still drawn with the old one would not know.
      write(() => writeMembersParams(next), { preventScrollReset: true, flushSync: true });
    },
    [params, write],
  );
  const clear = useCallback(() => update(DEFAULTS), [update]);
  return { params, update, clear };
}
