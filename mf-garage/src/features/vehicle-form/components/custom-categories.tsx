import { CUSTOM_CATEGORIES_MAX, CUSTOM_CATEGORY_NAME_MAX_LENGTH } from '@carclub/contracts';
import { FormField } from '@carclub/forms';
import { Button } from '@carclub/ui';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { VehicleForm } from './form-types';
import { ListField } from './list-field';

export type ListKind = 'features' | 'modifications';

interface CustomCategoryProps {
  form: VehicleForm;
  kind: ListKind;
  index: number;
  onRemove: () => void;
}

function CustomCategory({ form, kind, index, onRemove }: CustomCategoryProps) {
  const { t } = useTranslation('garage');
  const name = useWatch({ control: form.control, name: `${kind}.custom.${index}.name` });
  const label = name.trim() || t('form.custom.unnamed');
  return (
    <li className="vf-custom__category">
      <div className="vf-custom__header">
        <FormField
          form={form}
          name={`${kind}.custom.${index}.name`}
          label={t('form.custom.name')}
          required
          maxLength={CUSTOM_CATEGORY_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <Button
          variant="ghost"
          className="vf-custom__remove"
          aria-label={t('form.custom.remove', { name: label })}
          onClick={onRemove}
        >
          {t('form.custom.removeShort')}
        </Button>
      </div>
      <ListField
        form={form}
        name={`${kind}.custom.${index}.items`}
        label={label}
        headingLevel={4}
      />
    </li>
  );
}

/** The user's own categories of features or modifications: a name and a list each. */
export function CustomCategories({ form, kind }: { form: VehicleForm; kind: ListKind }) {
  const { t } = useTranslation('garage');
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: `${kind}.custom`,
  });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const full = fields.length >= CUSTOM_CATEGORIES_MAX;

  // The removed category took the focused button with it; focus goes on where a new one starts.
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [fields.length]);

  return (
    <div className="vf-custom" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="vf-list__label">
        {t('form.custom.title')}
      </h3>
      <p className="cc-form-section__description">{t('form.custom.hint')}</p>
      {fields.length > 0 && (
        <ul className="vf-custom__list">
          {fields.map((category, index) => (
            <CustomCategory
              key={category.id}
              form={form}
              kind={kind}
              index={index}
              onRemove={() => {
                focusAddButton.current = true;
                remove(index);
              }}
            />
          ))}
        </ul>
      )}
      <div className="vf-custom__actions">
        <Button
          ref={addButton}
          variant="secondary"
          disabled={full}
          onClick={() =>
            append({ name: '', items: [] }, { focusName: `${kind}.custom.${fields.length}.name` })
          }
        >
          {t('form.custom.add')}
        </Button>
        {full && (
          <p className="cc-field__hint">{t('form.custom.full', { max: CUSTOM_CATEGORIES_MAX })}</p>
        )}
      </div>
    </div>
  );
}
