import { editCarPage } from '@carclub/contracts/page-paths';
import { toApiError } from '@carclub/api-client';
import type { VehicleCreate } from '@carclub/contracts';
import { Button, toast, ToastMessage, useLeaveGuard } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@carclub/router';

import { useCreateVehicle } from '../api/create-vehicle';
import { CREATE_FIELDS, showVehicleFieldErrors } from '../field-errors';
import {
  emptyVehicleFormValues,
  vehicleCreateFormSchema,
  type VehicleFormValues,
} from '../schemas';
import { LeaveDialog } from '@carclub/kit';
import {
  BasicsSection,
  DescriptionSection,
  EngineSection,
  HistorySection,
} from './vehicle-sections';
import '../vehicle-form.css';

/** Spec §2 "Add Car": the create fields in sections; on success, the edit page of the new car. */
export function AddVehicleForm() {
  const { t } = useTranslation('garage');
  const navigate = useNavigate();
  const creation = useCreateVehicle();
  const form = useForm<VehicleFormValues, unknown, VehicleCreate>({
    resolver: zodResolver(vehicleCreateFormSchema),
    mode: 'onTouched',
    defaultValues: emptyVehicleFormValues(),
  });
  const { blocker, allowLeaving } = useLeaveGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const vehicle = await creation.mutateAsync(payload);
      toast.success(
        <ToastMessage
          title={t('form.toasts.created')}
          description={t('form.toasts.createdDescription', { name: vehicle.name })}
        />,
      );
      allowLeaving();
      void navigate(editCarPage(vehicle.id), { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      const unshown = showVehicleFieldErrors(form.setError, apiError.fieldErrors, CREATE_FIELDS);
      const noFieldErrors = Object.keys(apiError.fieldErrors).length === 0;
      if (noFieldErrors || unshown.length > 0) {
        toast.error(
          <ToastMessage title={t('form.toasts.createFailed')} description={apiError.message} />,
        );
      }
    }
  });

  return (
    <form className="cc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="cc-form__note">{t('form.requiredNote')}</p>
      <BasicsSection form={form} />
      <EngineSection form={form} />
      <HistorySection form={form} />
      <DescriptionSection form={form} />
      <div className="vf-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('form.actions.create')}
        </Button>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
