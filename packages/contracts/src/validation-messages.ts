/**
 * Every schema message is an i18n key in the `common` namespace, translated at render time, so
 * the server and the browser can share one schema whatever the interface language.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  invalidEmail: 'validation.invalidEmail',
  invalidFormat: 'validation.invalidFormat',
  nonNegative: 'validation.nonNegative',
  invalidYear: 'validation.invalidYear',
  invalidPhone: 'validation.invalidPhone',
  invalidPostalCode: 'validation.invalidPostalCode',
  invalidState: 'validation.invalidState',
  manufacturerRequired: 'validation.manufacturerRequired',
  modelRequired: 'validation.modelRequired',
  bodyTypeRequired: 'validation.bodyTypeRequired',
  colorRequired: 'validation.colorRequired',
  invalidNumber: 'validation.invalidNumber',
  mustBeInteger: 'validation.mustBeInteger',
  tooLarge: 'validation.tooLarge',
  tooLong: 'validation.tooLong',
  /** NUL and the other C0 control characters (tab, CR and LF too, except in multi-line text). */
  controlCharacters: 'validation.controlCharacters',
  tooManyItems: 'validation.tooManyItems',
  duplicateCategory: 'validation.duplicateCategory',
  invalidOption: 'validation.invalidOption',
  invalidNickname: 'validation.invalidNickname',
  /** A route name, a staff title or the site's own name (see RESERVED_NICKNAMES). */
  reservedNickname: 'validation.reservedNickname',
  /** A second nickname change within 30 days. */
  nicknameChangeTooSoon: 'validation.nicknameChangeTooSoon',
  /** The nickname typed to confirm the deletion of an account is not the account's. */
  nicknameMismatch: 'validation.nicknameMismatch',
  /** A nickname change by an account without a password, long after its sign-in (ADR 0124). */
  nicknameNeedsRecentSignIn: 'validation.nicknameNeedsRecentSignIn',
  passwordTooShort: 'validation.passwordTooShort',
  /** In the list of the most common breached passwords. */
  passwordTooCommon: 'validation.passwordTooCommon',
  /** One character repeated, e.g. eight spaces. */
  passwordOneCharacter: 'validation.passwordOneCharacter',
  /** Contains the part of the e-mail address before the @. */
  passwordContainsEmail: 'validation.passwordContainsEmail',
  passwordContainsNickname: 'validation.passwordContainsNickname',
  passwordMustDiffer: 'validation.passwordMustDiffer',
  /** The new e-mail address of a change is the account's current one. */
  emailUnchanged: 'validation.emailUnchanged',
  invalidDate: 'validation.invalidDate',
  dateInFuture: 'validation.dateInFuture',
  dateMustBePast: 'validation.dateMustBePast',
  invalidSocialLink: 'validation.invalidSocialLink',
  vinLength: 'validation.vinLength',
  vinChars: 'validation.vinChars',
  vinCheckDigit: 'validation.vinCheckDigit',
  currencyRequired: 'validation.currencyRequired',
  fileRequired: 'validation.fileRequired',
  invalidImage: 'validation.invalidImage',
  /** Interpolates `{{size}}` (megabytes). */
  fileTooLarge: 'validation.fileTooLarge',
  /** The image has more pixels than the server decodes (40 megapixels). */
  imageTooLarge: 'validation.imageTooLarge',
  /** Interpolates `{{max}}` (GALLERY_MAX_IMAGES). */
  galleryFull: 'validation.galleryFull',
  linkExpired: 'validation.linkExpired',
  linkInvalid: 'validation.linkInvalid',
  accountNotActivated: 'validation.accountNotActivated',
  /** Sign-in of an account staff blocked (after the password checked out). */
  accountBlocked: 'validation.accountBlocked',
  /** An upload by a member whom staff barred from uploading photos. */
  uploadsBanned: 'validation.uploadsBanned',
  /** Revoking, blocking or deleting the one admin who can still sign in. */
  lastAdmin: 'validation.lastAdmin',
  /** An admin blocking, banning or deleting their own account from the dashboard. */
  notOnYourself: 'validation.notOnYourself',
  /** Resending the activation mail of an account that is already active. */
  alreadyActivated: 'validation.alreadyActivated',
  /** Hiding a car another moderator hid meanwhile. */
  vehicleAlreadyHidden: 'validation.vehicleAlreadyHidden',
  /** Restoring a car that is not hidden (any more). */
  vehicleNotHidden: 'validation.vehicleNotHidden',
  /** A post or comment another moderator approved, hid or restored meanwhile. */
  contentAlreadyModerated: 'validation.contentAlreadyModerated',
  /** Deciding a report another moderator resolved or dismissed meanwhile. */
  reportAlreadyHandled: 'validation.reportAlreadyHandled',
  /** A member reporting their own car or page. */
  cannotReportOwn: 'validation.cannotReportOwn',
  /** Hiding, from its report, what moderators do not hide (a member, a logbook entry). */
  reportSubjectNotHideable: 'validation.reportSubjectNotHideable',
  /** An amount of money with fractions of a cent. */
  tooManyDecimals: 'validation.tooManyDecimals',
  /** Zero or less where only more than zero makes sense (litres filled). */
  mustBePositive: 'validation.mustBePositive',
  /** Litres or "full tank" on a logbook entry that is not a fuel entry. */
  fuelOnly: 'validation.fuelOnly',
  /** Interpolates `{{max}}` (LOGBOOK_MAX_ENTRIES_PER_VEHICLE). */
  logbookFull: 'validation.logbookFull',
  /** A reminder with neither a due date, a due mileage nor an interval. */
  reminderNeedsDue: 'validation.reminderNeedsDue',
  /** An interval in kilometres to count from the car's mileage, which is not known yet. */
  mileageUnknown: 'validation.mileageUnknown',
  /** Interpolates `{{max}}` (REMINDERS_MAX_PER_VEHICLE). */
  remindersFull: 'validation.remindersFull',
  /** A comment on a post or entry whose owner closed comments. */
  commentsClosed: 'validation.commentsClosed',
  /** Editing a comment after COMMENT_EDIT_WINDOW_MINUTES. */
  commentEditWindowOver: 'validation.commentEditWindowOver',
  /** A like of the member's own post, entry or comment. */
  cannotLikeOwn: 'validation.cannotLikeOwn',
  /** More links in a comment or post than the member’s trust level allows (the levels' limits: TRUST_LIMITS). */
  tooManyLinks: 'validation.tooManyLinks',
  /** More images than the member’s trust level allows (the levels' limits: TRUST_LIMITS). */
  tooManyImages: 'validation.tooManyImages',
  /** More members mentioned than the member’s trust level allows (the levels' limits: TRUST_LIMITS). */
  tooManyMentions: 'validation.tooManyMentions',
  /** Muting oneself. */
  cannotMuteYourself: 'validation.cannotMuteYourself',
  /** Muting a moderator or an admin, whose notices every member must see. */
  cannotMuteStaff: 'validation.cannotMuteStaff',
  /** Following oneself or one's own car. */
  cannotFollowOwn: 'validation.cannotFollowOwn',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] =
  Object.values(VALIDATION_MESSAGES);

const KEY_SET: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

/** Whether a message (of a schema, of the API) is one of these keys rather than text. */
export function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return KEY_SET.has(message);
}
