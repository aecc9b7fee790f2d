import { Button } from '@carclub/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (react-hook-form and its zod resolver, 18 KB) comes with the first click, not with
// every visitor's page (ADR 0084).
const ReportVehicleDialog = lazy(() =>
  import('./report-vehicle-dialog').then(({ ReportVehicleDialog: dialog }) => ({
    default: dialog,
  })),
);

/** "Report" on someone else's car: a reason from a short list and, if wanted, a few words. */
export function ReportVehicle({ vehicleId, name }: { vehicleId: string; name: string }) {
  const { t } = useTranslation('garage');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="vehicle-page__report"
        onClick={() => setOpen(true)}
      >
        {t('page.report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportVehicleDialog vehicleId={vehicleId} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
