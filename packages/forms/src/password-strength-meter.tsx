import {
  commonPasswordsLoaded,
  loadCommonPasswords,
  passwordProblemMessages,
  passwordStrength,
  type PasswordContext,
  type PasswordStrength as StrengthLevel,
} from '@carclub/contracts';
import { PasswordStrength } from '@carclub/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const LEVEL_KEYS = {
  0: 'passwordStrength.levels.tooWeak',
  1: 'passwordStrength.levels.weak',
  2: 'passwordStrength.levels.fair',
  3: 'passwordStrength.levels.good',
  4: 'passwordStrength.levels.strong',
} as const satisfies Record<StrengthLevel, string>;

/**
 * Loads the common-password list (a separate download of about 45 KB) once `active`, that is once
 * the user starts typing a new password, and says whether it is in memory. `onLoaded` runs when it
 * arrives, so a form can validate the field again with it.
 */
export function useCommonPasswords(active: boolean, onLoaded?: () => void): boolean {
  const [loaded, setLoaded] = useState(commonPasswordsLoaded);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });
  useEffect(() => {
    if (!active || loaded) return;
    let mounted = true;
    loadCommonPasswords().then(
      () => {
        if (!mounted) return;
        setLoaded(true);
        onLoadedRef.current?.();
      },
      () => {
        // The server refuses common passwords whatever the browser knows; the meter goes on
        // without the list, and the next form that mounts tries again.
      },
    );
    return () => {
      mounted = false;
    };
  }, [active, loaded]);
  return loaded;
}

/**
 * Wraps a form's submit handler so that it runs once the common-password list is in memory (or
 * has failed to load): a password typed and sent at once is still judged by the whole policy.
 */
export function afterCommonPasswords(
  handler: (event: FormEvent<HTMLFormElement>) => Promise<unknown>,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  return async (event) => {
    event.preventDefault();
    await loadCommonPasswords().catch(() => undefined);
    await handler(event);
  };
}

export interface PasswordStrengthMeterProps {
  /** The new password as typed; nothing is shown while it is empty. */
  password: string;
  /** What the form knows of the account (e-mail, nickname): a password containing it is refused. */
  context?: PasswordContext;
  /** Runs when the common-password list arrives; e.g. validate the field again. */
  onCommonPasswordsLoaded?: () => void;
  id?: string;
}

/**
 * The strength meter under a new-password field, with the reasons the site would refuse the
 * password: the policy of @carclub/contracts, which the API applies too, in the interface language.
 */
export function PasswordStrengthMeter({
  password,
  context,
  onCommonPasswordsLoaded,
  id,
}: PasswordStrengthMeterProps) {
  const { t } = useTranslation('common');
  useCommonPasswords(password !== '', onCommonPasswordsLoaded);
  if (password === '') return null;
  const level = passwordStrength(password, context);
  return (
    <PasswordStrength
      id={id}
      level={level}
      label={t('passwordStrength.label')}
      levelText={t(LEVEL_KEYS[level])}
      reasons={passwordProblemMessages(password, context).map((key) => t(key))}
    />
  );
}
