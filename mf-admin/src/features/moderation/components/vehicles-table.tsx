import '../moderation.css';

import {
  MODERATION_VISIBILITY,
  type ModerationVehicle,
  moderationVehicleQuerySchema,
} from '@carclub/contracts';
import { memberPage, vehiclePage } from '@carclub/contracts/page-paths';
import { DataTable, QueryView, useUrlQuery } from '@carclub/kit';
import { Button, Field, Select, useFocusAfterRemoval } from '@carclub/ui';
import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { ReasonDialog } from '../../../components/reason-dialog';
import { useModerationVehicles } from '../api/list-moderation-vehicles';
import { useModerateVehicle, type VisibilityAction } from '../api/moderate-vehicle';
import { VehiclePhotosDialog } from './vehicle-photos-dialog';

export interface VehiclesTableProps {
  /** The page's heading (focusable), where focus goes once hiding or restoring a car is done. */
  headingRef?: RefObject<HTMLElement | null>;
}

/**
 * Every car with its owner, status and whether the public sees it; search and filter in the URL.
 * Hide, restore and the photos each open a dialog that asks for the reason.
 */
export function VehiclesTable({ headingRef }: VehiclesTableProps) {
  const { t, i18n } = useTranslation('admin');
  const [query, update] = useUrlQuery(moderationVehicleQuerySchema);
  const vehicles = useModerationVehicles(query);
  const moderate = useModerateVehicle();
  const focusHeading = useFocusAfterRemoval<true>(() => headingRef?.current ?? null);
  const [acting, setActing] = useState<{ vehicle: ModerationVehicle; action: VisibilityAction }>();
  const [photosOf, setPhotosOf] = useState<ModerationVehicle>();
  const [search, setSearch] = useState(query.search ?? '');

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const table = (
    <QueryView
      query={vehicles}
      loading={t('moderation.loading')}
      failed={t('moderation.loadFailed')}
      empty={t('moderation.empty')}
    >
      {({ items, total, limit }) => (
        <DataTable
          className="moderation-table"
          rows={items}
          rowKey={(vehicle) => vehicle.id}
          status={t('moderation.total', { total })}
          statusClassName="moderation-count"
          caption={t('moderation.caption')}
          captionHidden
          columns={[
            {
              key: 'vehicle',
              header: t('moderation.columns.vehicle'),
              rowHeader: true,
              cell: (vehicle) => (
                <>
                  <Link to={vehiclePage({ nickname: vehicle.ownerNickname, slug: vehicle.slug })}>
                    {vehicle.name}
                  </Link>{' '}
                  <span className="moderation-table__muted">{vehicle.year}</span>
                </>
              ),
            },
            {
              key: 'owner',
              header: t('moderation.columns.owner'),
              cell: (vehicle) => (
                <>
                  <Link to={memberPage(vehicle.ownerNickname)}>{vehicle.ownerNickname}</Link>
                  {vehicle.ownerBlocked && (
                    <span className="moderation-tag moderation-tag--danger">
                      {t('moderation.ownerBlocked')}
                    </span>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: t('moderation.columns.status'),
              cell: (vehicle) => t(`moderation.status.${vehicle.status}`),
            },
            {
              key: 'visibility',
              header: t('moderation.columns.visibility'),
              cell: (vehicle) =>
                vehicle.hiddenAt === null ? (
                  t('moderation.visible')
                ) : (
                  <>
                    <span className="moderation-tag moderation-tag--danger">
                      {t('moderation.hiddenOn', {
                        date: date.format(new Date(vehicle.hiddenAt)),
                      })}
                    </span>
                    {vehicle.hiddenReason && (
                      <span className="moderation-table__reason">{vehicle.hiddenReason}</span>
                    )}
                  </>
                ),
            },
            {
              key: 'photos',
              header: t('moderation.columns.photos'),
              cell: (vehicle) => vehicle.photoCount,
            },
            {
              key: 'actions',
              header: t('moderation.columns.actions'),
              cell: (vehicle) => (
                <div className="moderation-table__actions">
                  {vehicle.hiddenAt === null ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('moderation.hide.labelFor', { name: vehicle.name })}
                      onClick={() => setActing({ vehicle, action: 'hide' })}
                    >
                      {t('moderation.hide.button')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('moderation.restore.labelFor', { name: vehicle.name })}
                      onClick={() => setActing({ vehicle, action: 'restore' })}
                    >
                      {t('moderation.restore.button')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={vehicle.photoCount === 0}
                    aria-label={t('moderation.photos.labelFor', { name: vehicle.name })}
                    onClick={() => setPhotosOf(vehicle)}
                  >
                    {t('moderation.photos.button')}
                  </Button>
                </div>
              ),
            },
          ]}
          pagination={{
            page: query.page,
            pageCount: Math.max(1, Math.ceil(total / limit)),
            onPageChange: (page) => update({ page }),
            label: t('moderation.pagination'),
          }}
        />
      )}
    </QueryView>
  );

  return (
    <>
      <form className="moderation-filters" role="search" onSubmit={submitSearch}>
        <Field label={t('moderation.search.label')} hint={t('moderation.search.hint')}>
          <input
            type="search"
            className="cc-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {t('moderation.search.submit')}
        </Button>
        <Field label={t('moderation.filter.label')}>
          <Select
            value={query.visibility}
            onChange={(event) => update({ visibility: event.target.value })}
            options={MODERATION_VISIBILITY.map((value) => ({
              value,
              label: t(`moderation.filter.${value}`),
            }))}
          />
        </Field>
      </form>
      {table}
      <ReasonDialog
        open={acting !== undefined}
        danger={acting?.action === 'hide'}
        title={acting ? t(`moderation.${acting.action}.title`, { name: acting.vehicle.name }) : ''}
        description={acting ? t(`moderation.${acting.action}.description`) : undefined}
        confirmLabel={acting ? t(`moderation.${acting.action}.confirm`) : ''}
        doneMessage={
          acting ? t(`moderation.${acting.action}.done`, { name: acting.vehicle.name }) : ''
        }
        onClose={() => setActing(undefined)}
        onDone={() => {
          // Hide and Restore replace each other (or the row leaves a filtered list), taking the
          // dialog's opener along: without this, focus would fall to <body>.
          setActing(undefined);
          focusHeading(true);
        }}
        onConfirm={(reason) =>
          moderate.mutateAsync({
            id: acting!.vehicle.id,
            action: acting!.action,
            reason,
          })
        }
      />
      {photosOf && (
        <VehiclePhotosDialog vehicle={photosOf} onClose={() => setPhotosOf(undefined)} />
      )}
    </>
  );
}
