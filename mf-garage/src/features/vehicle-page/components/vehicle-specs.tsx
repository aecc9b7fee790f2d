import type { PublicVehicle } from '@carclub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useSpecGroups } from '../hooks/use-spec-groups';

/** The specifications in groups, each a list of label and value pairs. */
export function VehicleSpecs({ vehicle }: { vehicle: PublicVehicle }) {
  const { t } = useTranslation('garage');
  const headingId = useId();
  const groups = useSpecGroups(vehicle);

  return (
    <section className="vehicle-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('page.specs.title')}</h2>
      <div className="vehicle-page__spec-groups">
        {groups.map((group) => (
          <section key={group.id} className="vehicle-page__spec-group">
            <h3>{group.title}</h3>
            <dl className="vehicle-page__specs">
              {group.rows.map((row) => (
                <div key={row.id} className="vehicle-page__spec">
                  <dt>{row.label}</dt>
                  <dd>
                    {row.swatch && (
                      <span
                        className="vehicle-page__swatch"
                        style={{ backgroundColor: row.swatch }}
                        aria-hidden="true"
                      />
                    )}
                    {row.code ? <code>{row.value}</code> : row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
