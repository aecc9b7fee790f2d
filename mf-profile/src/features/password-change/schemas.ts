import { addPasswordIssues, changePasswordSchema } from '@carclub/contracts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The API's schema, plus the policy's account checks that registration applies (no e-mail name or
 * nickname inside the password), with what the page knows of the account.
 */
export function passwordChangeFormSchema(account: { email: string; nickname: string }) {
  return changePasswordSchema.superRefine((value, ctx) =>
    addPasswordIssues(ctx, 'newPassword', value.newPassword, account),
  );
}
