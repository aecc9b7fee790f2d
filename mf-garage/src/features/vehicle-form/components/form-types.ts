import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

import type { VehicleFormValues } from '../schemas';

/** The add and the edit form share their sections; only the submitted payload differs. */
export type VehicleForm = UseFormReturn<VehicleFormValues, unknown, FieldValues>;

/** Inputs holding one text (text fields, selects, numbers as typed). */
export type TextFieldName = FieldPathByValue<VehicleFormValues, string>;

/** Item lists (features or modifications of one category). */
export type ListFieldName = FieldPathByValue<VehicleFormValues, string[]>;
