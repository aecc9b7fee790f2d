// The shared helpers, with mf-admin's texts registered first.
import '../i18n';

import type { CurrentUser } from '@carclub/contracts';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';

export * from '@carclub/testing';

/**
 * Before each test of the file, the shell's session holds `staff` (a `staffUserFixture`): the
 * dashboard reads who is signed in and what they may do from it. A test may replace it.
 */
export function signedInAs(staff: CurrentUser): void {
  beforeEach(() => sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, staff));
}
