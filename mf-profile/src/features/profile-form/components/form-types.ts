import type { ProfileUpdate } from '@carclub/contracts';
import type { UseFormReturn } from 'react-hook-form';

import type { ProfileFormValues } from '../schemas';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>;
