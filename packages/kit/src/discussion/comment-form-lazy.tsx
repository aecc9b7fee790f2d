import { Skeleton } from '@carclub/ui';
import { lazy, Suspense } from 'react';

import type { CommentFormProps } from './comment-form';

// The box (react-hook-form and the markdown composer with its `@` suggestions) comes when a
// member is known to read, or opens a reply or an edit: not with every visitor's page (ADR 0162).
const CommentForm = lazy(() =>
  import('./comment-form').then(({ CommentForm: form }) => ({ default: form })),
);

/** The comment box, loaded on first use; a placeholder of its height while it comes. */
export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<Skeleton lines={2} className="cc-discussion__form-loading" />}>
      <CommentForm {...props} />
    </Suspense>
  );
}
