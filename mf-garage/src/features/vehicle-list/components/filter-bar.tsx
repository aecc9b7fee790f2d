import { type ReferenceItem, type SelectOption, type VehicleModel } from '@carclub/contracts';
import { SearchField } from '@carclub/kit';
import { Button, Field, Select } from '@carclub/ui';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useEnumOptions } from '../../../lib/hooks/use-enum-options';
import { useReferenceOptions } from '../../../lib/hooks/use-reference-options';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  type EnumFilter,
  type ListFilters,
} from '../hooks/list-params';
import type { ListParamsControls } from '../hooks/use-list-params';

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

/** The filters a list narrows by besides its search: the ones the phone's button counts. */
const CHOSEN = (Object.keys(EMPTY_FILTERS) as (keyof ListFilters)[]).filter(
  (name) => name !== 'search',
);

/**
 * Search and filters of a vehicle list; every change applies at once (no submit button). On a
 * phone the selects fold behind a "Filters" button that counts the chosen ones, so the cars start
 * on the first screen, not under seven selects; wider screens always show them (vehicle-list.css).
 */
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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = CHOSEN.filter((name) => filters[name] !== null).length;

  return (
    <form
      className="vl-filters"
      role="search"
      aria-label={t('list.filters.label')}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <SearchField
        ref={searchRef}
        name="search"
        className="vl-search"
        value={filters.search}
        onSearch={(search) => onFilterChange('search', search)}
        label={t('list.filters.search')}
        hint={t('list.filters.searchHint')}
      />
      <Button
        variant="secondary"
        size="sm"
        className="vl-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {chosen > 0 ? t('list.filters.toggleChosen', { count: chosen }) : t('list.filters.toggle')}
      </Button>
      <div id={panelId} className="vl-filters__grid" data-open={open || undefined}>
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
