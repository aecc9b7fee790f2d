import { toApiError } from '@carclub/api-client';
import type { Vehicle, VehicleUpdate } from '@carclub/contracts';
import { Button, toast, ToastMessage, useLeaveGuard } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useUpdateVehicle } from '../api/update-vehicle';
import { EDIT_FIELDS, showVehicleFieldErrors } from '../field-errors';
import { vehicleFormValuesOf, vehicleUpdateFormSchema, type VehicleFormValues } from '../schemas';
import { LeaveDialog } from '@carclub/kit';
import { StickyFormActions } from '../../../components/sticky-form-actions';
import {
  BasicsSection,
  DescriptionSection,
  EngineSection,
  HistorySection,
  knownReferencesOf,
  ListsSection,
  PerformanceSection,
  PurchaseSection,
} from './vehicle-sections';
import '../vehicle-form.css';

export interface EditVehicleFormProps {
  /** Read once: later refetches (after a photo upload, say) never overwrite what is being typed. */
  vehicle: Vehicle;
}

/** The "Base Information" tab: every edit field of spec §3, saved as a whole. */
export function EditVehicleForm({ vehicle }: EditVehicleFormProps) {
  const { t } = useTranslation('garage');
  const update = useUpdateVehicle();
  const [defaultValues] = useState(() => vehicleFormValuesOf(vehicle));
  const known = useMemo(() => knownReferencesOf(vehicle), [vehicle]);
  const form = useForm<VehicleFormValues, unknown, VehicleUpdate>({
    resolver: zodResolver(vehicleUpdateFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { isDirty, isSubmitting } = form.formState;
  const { blocker } = useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = await update.mutateAsync({ id: vehicle.id, payload });
      form.reset(vehicleFormValuesOf(saved));
      toast.success(t('form.toasts.updated'));
    } catch (error) {
      const apiError = toApiError(error);
      const unshown = showVehicleFieldErrors(form.setError, apiError.fieldErrors, EDIT_FIELDS);
      const noFieldErrors = Object.keys(apiError.fieldErrors).length === 0;
      if (!noFieldErrors && unshown.length === 0) return;
      const description =
        apiError.status === 403
          ? t('messages.vehicleEditForbidden', { ns: 'common' })
          : apiError.status === 404
            ? t('messages.vehicleNotFound', { ns: 'common' })
            : apiError.message;
      toast.error(<ToastMessage title={t('form.toasts.updateFailed')} description={description} />);
    }
  });

  return (
    <form className="cc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="cc-form__note">{t('form.requiredNote')}</p>
      <BasicsSection form={form} known={known} withStatus />
      <EngineSection form={form} />
      <HistorySection form={form} />
      <DescriptionSection form={form} />
      <PerformanceSection form={form} />
      <ListsSection form={form} kind="features" />
      <ListsSection form={form} kind="modifications" />
      <PurchaseSection form={form} />
      <StickyFormActions>
        <p className="vf-form__unsaved" role="status">
          {isDirty ? t('form.edit.unsaved') : ''}
        </p>
        <Button
          variant="secondary"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset()}
        >
          {t('form.actions.discard')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('form.actions.save')}
        </Button>
      </StickyFormActions>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
