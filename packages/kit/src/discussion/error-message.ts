import { COMMENT_EDIT_WINDOW_MINUTES } from '@carclub/contracts';

import { apiErrorMessage } from '../lib/api-error-message';

/** What went wrong in a discussion, with the edit window's minutes its texts need. */
export const discussionErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, { minutes: COMMENT_EDIT_WINDOW_MINUTES });
