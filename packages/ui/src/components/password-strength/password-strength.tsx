import { cx } from '../../lib/class-names';
import './password-strength.css';

/** The meter's scale: 0 is a password the site refuses, 4 a strong one. */
export const PASSWORD_STRENGTH_MAX = 4;

export interface PasswordStrengthProps {
  /** From 0 (refused) to PASSWORD_STRENGTH_MAX (strong). */
  level: number;
  /** The meter's accessible name and the start of its visible text, e.g. "Strength". */
  label: string;
  /** The level in words, e.g. "Weak": read by screen readers and shown after the label. */
  levelText: string;
  /** Why the password is refused, already translated; each on a line of its own. */
  reasons?: readonly string[];
  id?: string;
  className?: string;
}

/**
 * How strong a new password is, under its field: a meter of four segments (`role="meter"`), the
 * level in words, announced politely when it changes, and the reasons a password is refused. The
 * texts come from the caller, which knows the password policy.
 */
export function PasswordStrength({
  level,
  label,
  levelText,
  reasons = [],
  id,
  className,
}: PasswordStrengthProps) {
  const value = Math.min(Math.max(Math.round(level), 0), PASSWORD_STRENGTH_MAX);
  return (
    <div id={id} className={cx('cc-strength', `cc-strength--level-${value}`, className)}>
      <div
        className="cc-strength__meter"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_MAX}
        aria-valuenow={value}
        aria-valuetext={levelText}
      >
        {Array.from({ length: PASSWORD_STRENGTH_MAX }, (_, index) => (
          <span
            key={index}
            className={cx('cc-strength__segment', index < value && 'cc-strength__segment--on')}
          />
        ))}
      </div>
      {/* Screen readers do not announce a meter's changes; this line is, when the level changes. */}
      <p className="cc-strength__level" aria-live="polite">
        {label}: <strong>{levelText}</strong>
      </p>
      {reasons.length > 0 && (
        <ul className="cc-strength__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
