import { type ReferenceItem, type SelectOption, type VehicleModel } from '@carclub/contracts';
import { Button, Field, Select } from '@carclub/ui';
import { type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { useEnumOptions } from '../../../lib/hooks/use-enum-options';
import { useReferenceOptions } from '../../../lib/hooks/use-reference-options';
import { hasActiveFilters, type EnumFilter, type ListFilters } from '../hooks/list-params';
import type { ListParamsControls } from '../hooks/use-list-params';
import { SearchBox } from './search-box';

export interface FilterBarProps {
  /** The filters the list uses. */
  filters: ListFilters;
  manufacturers: ReferenceItem[] | undefined;
  /** Models of the chosen make; undefined while none is chosen. */
  models: VehicleModel[] | undefined;
  modelsLoading: boolean;
  searchRef: Ref<HTMLInputElement>;
  onFilterChange: ListParamsControls['setFilter'];
  onClear: () => void;
}

const ANY = '';

/** Search and filters of a vehicle list; every change applies at once (no submit button). */
export function FilterBar({
  filters,
  manufacturers,
  models,
  modelsLoading,
  searchRef,
  onFilterChange,
  onClear,
}: FilterBarProps) {
  const { t } = useTranslation('garage');

  const statusOptions = useEnumOptions('status');
  const fuelTypeOptions = useEnumOptions('fuelType');
  const transmissionOptions = useEnumOptions('transmission');
  const driveTypeOptions = useEnumOptions('driveType');
  const conditionOptions = useEnumOptions('condition');
  const enumSelects: {
    name: EnumFilter;
    /** The "any" choice's label under `list.filters`. */
    any: `any${Capitalize<EnumFilter>}`;
    options: SelectOption[];
  }[] = [
    { name: 'status', any: 'anyStatus', options: statusOptions },
    { name: 'fuelType', any: 'anyFuelType', options: fuelTypeOptions },
    { name: 'transmission', any: 'anyTransmission', options: transmissionOptions },
    { name: 'driveType', any: 'anyDriveType', options: driveTypeOptions },
    { name: 'condition', any: 'anyCondition', options: conditionOptions },
  ];
  const manufacturerOptions = useReferenceOptions(manufacturers);
  const modelOptions = useReferenceOptions(models);
  const noMake = filters.manufacturer === null;

  return (
    <form
      className="vl-filters"
      role="search"
      aria-label={t('list.filters.label')}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <SearchBox
        ref={searchRef}
        value={filters.search}
        onSearch={(search) => onFilterChange('search', search)}
        label={t('list.filters.search')}
        hint={t('list.filters.searchHint')}
      />
      <div className="vl-filters__grid">
        {enumSelects.map(({ name, any, options }) => (
          <Field key={name} label={t(`list.filters.${name}`)}>
            <Select
              name={name}
              options={options}
              placeholder={t(`list.filters.${any}`)}
              value={filters[name] ?? ANY}
              onChange={(event) =>
                onFilterChange(
                  name,
                  (event.target.value === ANY
                    ? null
                    : event.target.value) as ListFilters[EnumFilter],
                )
              }
            />
          </Field>
        ))}
        <Field label={t('list.filters.manufacturer')}>
          <Select
            name="manufacturer"
            options={manufacturerOptions}
            placeholder={t('list.filters.anyManufacturer')}
            value={filters.manufacturer ?? ANY}
            onChange={(event) =>
              onFilterChange('manufacturer', event.target.value === ANY ? null : event.target.value)
            }
          />
        </Field>
        <Field
          label={t('list.filters.model')}
          hint={noMake ? t('list.filters.modelHint') : undefined}
        >
          <Select
            name="model"
            options={modelOptions}
            placeholder={t('list.filters.anyModel')}
            value={filters.model ?? ANY}
            disabled={noMake}
            aria-busy={modelsLoading || undefined}
            onChange={(event) =>
              onFilterChange('model', event.target.value === ANY ? null : event.target.value)
            }
          />
        </Field>
      </div>
      {hasActiveFilters(filters) && (
        <div className="vl-filters__actions">
          <Button variant="secondary" size="sm" onClick={onClear}>
            {t('list.filters.clear')}
          </Button>
        </div>
      )}
    </form>
  );
}
