import { COMMENT_MAX_LENGTH } from '@carclub/contracts';
import { Button } from '@carclub/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { MarkdownComposer } from '../markdown-composer/markdown-composer';
import { discussionErrorMessage } from './error-message';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  defaultBody?: string;
  /** Sends the text; a rejection keeps it in the box with the reason under it. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  /** A reply or an edit opens for typing at once; the thread's own box waits to be used. */
  focusOnOpen?: boolean;
}

/**
 * A comment box: the markdown composer with `@` mentions, its send button, and the API's reason
 * when a send fails (the text stays; it is only cleared once the comment is saved).
 */
export function CommentForm({
  label,
  submitLabel,
  defaultBody = '',
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: CommentFormProps) {
  const { t } = useTranslation('kit');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ defaultValues: { body: defaultBody } });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  // A box opened by "Reply" or "Edit" is where the reader goes next.
  useEffect(() => {
    if (focusOnOpen) setFocus('body');
  }, [focusOnOpen, setFocus]);

  const submit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await onSubmit(body);
      form.reset({ body: '' });
    } catch (error) {
      setFailure(discussionErrorMessage(error));
      form.setFocus('body');
    }
  });

  const error = errors.body?.message ?? failure ?? undefined;
  return (
    <form className="cc-discussion__form" noValidate onSubmit={(event) => void submit(event)}>
      <MarkdownComposer
        label={label}
        hint={t('discussion.hint')}
        error={error}
        touched={error !== undefined}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        {...form.register('body', {
          validate: (body) => body.trim().length > 0 || t('validation.required', { ns: 'common' }),
          onChange: () => setFailure(null),
        })}
      />
      <div className="cc-discussion__form-actions">
        <Button type="submit" size="sm" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t('discussion.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
