import type { Locales } from '@carclub/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormSelect } from '@carclub/forms';
import { useTranslation } from 'react-i18next';

import { useReferenceOptions } from '../../../lib/hooks/use-reference-options';
import type { TextFieldName, VehicleForm } from './form-types';

type ReferenceItem = { id: string; name: string; locales: Locales };

export interface ReferenceSelectProps {
  form: VehicleForm;
  name: TextFieldName;
  label: string;
  query: UseQueryResult<ReferenceItem[]>;
  /** Shown until the list arrives, e.g. the edited vehicle's own make, so its value shows at once. */
  fallback?: ReferenceItem[];
  /** Overrides the "Choose…" placeholder, e.g. "Choose a manufacturer first". */
  placeholder?: string;
  disabled?: boolean;
  onChoice?: (value: string) => void;
}

/** A required select of a reference list, labelled in the interface language. */
export function ReferenceSelect({
  form,
  name,
  label,
  query,
  fallback,
  placeholder,
  disabled = false,
  onChoice,
}: ReferenceSelectProps) {
  const { t } = useTranslation('garage');
  const items = query.data ?? fallback;
  const options = useReferenceOptions(items);
  const loading = items === undefined && query.isFetching;
  const failed = items === undefined && query.isError;
  return (
    <FormSelect
      form={form}
      name={name}
      label={label}
      required
      options={options}
      disabled={disabled || loading}
      placeholder={
        placeholder ?? (loading ? t('form.placeholders.loading') : t('form.placeholders.choose'))
      }
      onChoice={onChoice}
      hint={
        failed ? (
          <>
            {t('form.reference.failed')}{' '}
            <button type="button" className="vf-link-button" onClick={() => void query.refetch()}>
              {t('form.reference.retry')}
            </button>
          </>
        ) : undefined
      }
    />
  );
}
