import {
  FEATURE_CATEGORIES,
  latestCurrentDate,
  MODIFICATION_CATEGORIES,
  VEHICLE_DESCRIPTION_MAX_LENGTH,
  VEHICLE_NAME_MAX_LENGTH,
  type ReferenceItem,
  type Vehicle,
} from '@carclub/contracts';
import { FormField, FormSection, FormSelect, FormTextArea } from '@carclub/forms';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useBodyTypes } from '../../../lib/api/get-body-types';
import { useColors } from '../../../lib/api/get-colors';
import { useManufacturers } from '../../../lib/api/get-manufacturers';
import { useModels } from '../../../lib/api/get-models';
import { useEnumOptions } from '../../../lib/hooks/use-enum-options';
import type { NumberField } from '../schemas';
import { CustomCategories, type ListKind } from './custom-categories';
import { FormCheckbox } from '../../../components/form-checkbox';
import type { VehicleForm } from './form-types';
import { ListField } from './list-field';
import { ReferenceSelect } from './reference-select';

interface SectionProps {
  form: VehicleForm;
}

/** The edited vehicle's own references, shown in their selects before the lists arrive. */
export interface KnownReferences {
  manufacturerId: string;
  manufacturer: ReferenceItem;
  model: ReferenceItem;
  bodyType: ReferenceItem;
  color: ReferenceItem;
}

export function knownReferencesOf(vehicle: Vehicle): KnownReferences {
  return {
    manufacturerId: vehicle.manufacturerId,
    manufacturer: vehicle.manufacturer,
    model: vehicle.model,
    bodyType: vehicle.bodyType,
    color: vehicle.color,
  };
}

interface NumberInputProps extends SectionProps {
  name: NumberField;
  label: string;
  hint?: string;
  required?: boolean;
  whole?: boolean;
}

/**
 * A text input for a number: type="number" would refuse a decimal comma in many browsers and
 * hand over '' for anything it cannot read, losing what the user typed.
 */
function NumberInput({ form, name, label, hint, required, whole = false }: NumberInputProps) {
  return (
    <FormField
      form={form}
      name={name}
      label={label}
      hint={hint}
      required={required}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
    />
  );
}

export function BasicsSection({
  form,
  known,
  withStatus = false,
}: SectionProps & { known?: KnownReferences; withStatus?: boolean }) {
  const { t } = useTranslation('garage');
  const manufacturerId = useWatch({ control: form.control, name: 'manufacturerId' });
  const manufacturers = useManufacturers();
  const models = useModels(manufacturerId);
  const bodyTypes = useBodyTypes();
  const colors = useColors();
  const statusOptions = useEnumOptions('status');
  const ownModel =
    known !== undefined && manufacturerId === known.manufacturerId ? [known.model] : undefined;

  // Spec §5: a model belongs to its manufacturer, so another manufacturer starts the choice over.
  const resetModel = () => {
    form.setValue('modelId', '', {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <FormSection title={t('form.sections.basics')}>
      {withStatus && (
        <FormSelect
          form={form}
          name="status"
          label={t('form.fields.status')}
          options={statusOptions}
          required
        />
      )}
      <FormField
        form={form}
        name="name"
        label={t('form.fields.name')}
        hint={t('form.hints.name')}
        required
        maxLength={VEHICLE_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      <NumberInput form={form} name="year" label={t('form.fields.year')} required whole />
      <ReferenceSelect
        form={form}
        name="manufacturerId"
        label={t('form.fields.manufacturer')}
        query={manufacturers}
        fallback={known && [known.manufacturer]}
        onChoice={resetModel}
      />
      <ReferenceSelect
        form={form}
        name="modelId"
        label={t('form.fields.model')}
        query={models}
        fallback={ownModel}
        disabled={manufacturerId === ''}
        placeholder={manufacturerId === '' ? t('form.placeholders.manufacturerFirst') : undefined}
      />
      <ReferenceSelect
        form={form}
        name="bodyTypeId"
        label={t('form.fields.bodyType')}
        query={bodyTypes}
        fallback={known && [known.bodyType]}
      />
      <ReferenceSelect
        form={form}
        name="colorId"
        label={t('form.fields.color')}
        query={colors}
        fallback={known && [known.color]}
      />
    </FormSection>
  );
}

export function EngineSection({ form }: SectionProps) {
  const { t } = useTranslation('garage');
  const fuelTypes = useEnumOptions('fuelType');
  const transmissions = useEnumOptions('transmission');
  const driveTypes = useEnumOptions('driveType');
  const choose = t('form.placeholders.choose');
  return (
    <FormSection title={t('form.sections.engine')}>
      <FormSelect
        form={form}
        name="fuelType"
        label={t('form.fields.fuelType')}
        options={fuelTypes}
        placeholder={choose}
        required
      />
      <FormSelect
        form={form}
        name="transmission"
        label={t('form.fields.transmission')}
        options={transmissions}
        placeholder={choose}
        required
      />
      <FormSelect
        form={form}
        name="driveType"
        label={t('form.fields.driveType')}
        options={driveTypes}
        placeholder={choose}
        required
      />
      <NumberInput
        form={form}
        name="engineCapacity"
        label={t('form.fields.engineCapacity')}
        hint={t('form.hints.decimal')}
      />
      <NumberInput form={form} name="enginePower" label={t('form.fields.enginePower')} />
    </FormSection>
  );
}

export function HistorySection({ form }: SectionProps) {
  const { t } = useTranslation('garage');
  const conditions = useEnumOptions('condition');
  return (
    <FormSection title={t('form.sections.history')}>
      <NumberInput form={form} name="mileage" label={t('form.fields.mileage')} whole />
      <FormField
        form={form}
        name="vin"
        label={t('form.fields.vin')}
        hint={t('form.hints.vin')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="vf-vin"
      />
      <FormCheckbox
        form={form}
        name="vinPublic"
        label={t('form.fields.vinPublic')}
        hint={t('form.hints.vinPublic')}
      />
      <FormSelect
        form={form}
        name="condition"
        label={t('form.fields.condition')}
        options={conditions}
        placeholder={t('form.placeholders.notSet')}
      />
    </FormSection>
  );
}

export function DescriptionSection({ form }: SectionProps) {
  const { t } = useTranslation('garage');
  return (
    <FormSection title={t('form.sections.description')} layout="wide">
      <FormTextArea
        form={form}
        name="description"
        label={t('form.fields.description')}
        hint={t('form.hints.description')}
        maxLength={VEHICLE_DESCRIPTION_MAX_LENGTH}
      />
    </FormSection>
  );
}

export function PerformanceSection({ form }: SectionProps) {
  const { t } = useTranslation('garage');
  return (
    <FormSection title={t('form.sections.performance')}>
      <NumberInput form={form} name="weight" label={t('form.fields.weight')} />
      <NumberInput
        form={form}
        name="acceleration"
        label={t('form.fields.acceleration')}
        hint={t('form.hints.decimal')}
      />
      <NumberInput form={form} name="topSpeed" label={t('form.fields.topSpeed')} />
      <NumberInput
        form={form}
        name="fuelConsumptionCity"
        label={t('form.fields.fuelConsumptionCity')}
      />
      <NumberInput
        form={form}
        name="fuelConsumptionHighway"
        label={t('form.fields.fuelConsumptionHighway')}
      />
      <NumberInput
        form={form}
        name="fuelConsumptionCombined"
        label={t('form.fields.fuelConsumptionCombined')}
      />
    </FormSection>
  );
}

/** Features or modifications: a list per built-in category, then the user's own categories. */
export function ListsSection({ form, kind }: SectionProps & { kind: ListKind }) {
  const { t } = useTranslation('garage');
  const lists =
    kind === 'features'
      ? FEATURE_CATEGORIES.map((category) => ({
          name: `features.${category}` as const,
          label: t(`enums.featureCategory.${category}`),
        }))
      : MODIFICATION_CATEGORIES.map((category) => ({
          name: `modifications.${category}` as const,
          label: t(`enums.modificationCategory.${category}`),
        }));
  return (
    <FormSection
      title={t(`form.sections.${kind}`)}
      description={t(`form.sectionHints.${kind}`)}
      layout="wide"
    >
      <div className="vf-lists">
        {lists.map((list) => (
          <ListField key={list.name} form={form} name={list.name} label={list.label} />
        ))}
      </div>
      <CustomCategories form={form} kind={kind} />
    </FormSection>
  );
}

export function PurchaseSection({ form }: SectionProps) {
  const { t } = useTranslation('garage');
  const currencies = useEnumOptions('currency');
  return (
    <FormSection title={t('form.sections.purchase')} description={t('form.sectionHints.purchase')}>
      <NumberInput
        form={form}
        name="purchasePrice"
        label={t('form.fields.purchasePrice')}
        hint={t('form.hints.money')}
      />
      <FormSelect
        form={form}
        name="currency"
        label={t('form.fields.currency')}
        options={currencies}
        placeholder={t('form.placeholders.notSet')}
      />
      <FormField
        form={form}
        name="purchaseDate"
        type="date"
        label={t('form.fields.purchaseDate')}
        max={latestCurrentDate()}
      />
      <NumberInput form={form} name="currentValue" label={t('form.fields.currentValue')} />
    </FormSection>
  );
}
