import { logbookImportPage } from '@carclub/contracts/page-paths';
import { Button, ButtonLink, toast } from '@carclub/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { downloadLogbookCsv } from '../lib/download-logbook-csv';
import './logbook-csv-links.css';

export interface LogbookCsvLinksProps {
  vehicleId: string;
  /** The tab's own actions ("Add an entry"), kept first in the same row. */
  children?: ReactNode;
}

/**
 * The owner's CSV actions beside "Add an entry" on a car's logbook tab (issue 17 point 6): import
 * opens its page; export downloads the whole logbook.
 */
export function LogbookCsvLinks({ vehicleId, children }: LogbookCsvLinksProps) {
  const { t } = useTranslation('garage');
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLogbookCsv(vehicleId);
    } catch {
      toast.error(t('logbookImport.links.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="logbook-actions">
      {children}
      <ButtonLink to={logbookImportPage(vehicleId)} variant="secondary">
        {t('logbookImport.links.import')}
      </ButtonLink>
      <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
        {t('logbookImport.links.export')}
      </Button>
    </div>
  );
}
