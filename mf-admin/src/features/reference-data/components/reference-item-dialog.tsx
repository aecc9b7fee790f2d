import { toApiError } from '@carclub/api-client';
import type { AdminReferenceItem, ReferenceItemInput, ReferenceList } from '@carclub/contracts';
import { FormField, FormSelect, showServerFieldErrors } from '@carclub/forms';
import { Button, Dialog, type SelectOption, toast } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ActionFailedAlert } from '../../../components/action-failed-alert';
import { actionFailedMessage } from '../../../lib/api/action-failed';
import { useSaveReferenceItem } from '../api/save-reference-item';
import {
  REFERENCE_ITEM_FIELDS,
  referenceItemFormSchema,
  type ReferenceItemValues,
} from '../schemas';

export interface ReferenceItemDialogProps {
  list: ReferenceList;
  /** The item to edit, or null to add one. */
  item: AdminReferenceItem | null;
  /** The makes a model may belong to. */
  makes: readonly SelectOption[];
  onClose: () => void;
}

const DEFAULT_HEX = '#808080';

function valuesOf(item: AdminReferenceItem | null): ReferenceItemValues {
  return {
    name: item?.name ?? '',
    nameUk: item?.nameUk ?? '',
    nameEn: item?.nameEn ?? '',
    manufacturerId: item?.manufacturerId ?? '',
    hex: item?.hex ?? DEFAULT_HEX,
  };
}

/** Add or edit one item: its plain name, its Ukrainian and English names, a model's make, a swatch. */
export function ReferenceItemDialog({ list, item, makes, onClose }: ReferenceItemDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const save = useSaveReferenceItem();
  const resolver = useMemo(() => zodResolver(referenceItemFormSchema(list)), [list]);
  const form = useForm<ReferenceItemValues, unknown, ReferenceItemInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(item),
  });
  const hex = useWatch({ control: form.control, name: 'hex' });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ list, id: item?.id, input });
    } catch (error) {
      const apiError = toApiError(error);
      // Said inside the dialog, at the field or above the form: a toast is outside the modal,
      // inert and unheard while it is open.
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, REFERENCE_ITEM_FIELDS)) {
        setFailure(`${t('referenceData.saveFailed')}: ${actionFailedMessage(apiError, t)}`);
      }
      return;
    }
    onClose();
    toast.success(
      item ? t('referenceData.saved') : t('referenceData.created', { name: input.name }),
    );
  });

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={
        item
          ? t('referenceData.editTitle', { name: item.name })
          : t(`referenceData.addTitle.${list}`)
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('referenceData.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('referenceData.save')}
          </Button>
        </>
      }
    >
      <ActionFailedAlert message={failure} />
      <form
        id={formId}
        className="reference-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {list === 'models' && (
          <FormSelect
            form={form}
            name="manufacturerId"
            label={t('referenceData.fields.make')}
            required
            options={makes}
            placeholder={t('referenceData.fields.makePlaceholder')}
          />
        )}
        <FormField
          form={form}
          name="name"
          label={t('referenceData.fields.name')}
          hint={t('referenceData.fields.nameHint')}
          required
          autoComplete="off"
        />
        <FormField
          form={form}
          name="nameUk"
          lang="uk"
          label={t('referenceData.fields.nameUk')}
          required
          autoComplete="off"
        />
        <FormField
          form={form}
          name="nameEn"
          lang="en"
          label={t('referenceData.fields.nameEn')}
          required
          autoComplete="off"
        />
        {list === 'colors' && (
          <div className="reference-form__swatch">
            <FormField
              form={form}
              name="hex"
              type="color"
              label={t('referenceData.fields.hex')}
              required
            />
            <span className="reference-swatch" style={{ background: hex }} aria-hidden="true" />
            <code>{hex}</code>
          </div>
        )}
      </form>
    </Dialog>
  );
}
