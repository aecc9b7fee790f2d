import type { ProfileUpdate } from '@carclub/contracts';
import type { FieldPathByValue, UseFormReturn } from 'react-hook-form';

import type { ProfileFormValues } from '../schemas';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;

/** Inputs holding one text (every field of the form). */
export type TextFieldName = FieldPathByValue<ProfileFormValues, string>;
