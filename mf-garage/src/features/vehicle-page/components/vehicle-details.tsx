import {
  FEATURE_CATEGORIES,
  MODIFICATION_CATEGORIES,
  type PublicVehicle,
} from '@carclub/contracts';
import { Tab, TabList, TabPanel, Tabs, usePageTitle } from '@carclub/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLogbookCount, useViewerIsOwner } from '../hooks/use-owner-view';
import { useVehiclePageTab } from '../hooks/use-vehicle-page-tab';

import { useVehicleNames } from '../hooks/use-vehicle-names';
import { CategoryLists } from './category-lists';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleHero } from './vehicle-hero';
import { VehicleSpecs } from './vehicle-specs';

/** What the car page gives the logbook tab it shows (the logbook is a feature of its own). */
export interface LogbookSlotProps {
  car: { id: string; nickname: string; slug: string };
  viewerIsOwner: boolean;
  /** 1-based, from the address. */
  page: number;
  onPageChange: (page: number) => void;
}

export type RenderLogbook = (props: LogbookSlotProps) => ReactNode;

/** What the car page gives the Posts tab it shows (the posts are a feature of their own). */
export interface PostsSlotProps {
  car: { id: string; nickname: string; slug: string };
  viewerIsOwner: boolean;
}

export type RenderPosts = (props: PostsSlotProps) => ReactNode;

/**
 * Everything the public page shows of a loaded vehicle, in three tabs: the car, its logbook (drawn
 * by `renderLogbook`) and the posts about it (`renderPosts`). It also names the browser tab.
 */
export function VehicleDetails({
  vehicle,
  renderLogbook,
  renderPosts,
}: {
  vehicle: PublicVehicle;
  renderLogbook: RenderLogbook;
  renderPosts: RenderPosts;
}) {
  const { t } = useTranslation('garage');
  const headingId = useId();
  const names = useVehicleNames(vehicle);
  usePageTitle(t('page.documentTitle', { title: names.title, nickname: vehicle.owner.nickname }));
  const { tab, selectTab, logbookPage, selectLogbookPage } = useVehiclePageTab();
  const viewerIsOwner = useViewerIsOwner(vehicle);
  const logbookCount = useLogbookCount(vehicle);
  const car = { id: vehicle.id, nickname: vehicle.owner.nickname, slug: vehicle.slug };

  return (
    <article className="vehicle-page" aria-labelledby={headingId}>
      <VehicleHero vehicle={vehicle} names={names} headingId={headingId} />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabList aria-label={t('logbook.tabs')}>
          <Tab value="about">{t('logbook.about')}</Tab>
          <Tab value="logbook">{t('logbook.tabCount', { count: logbookCount })}</Tab>
          <Tab value="posts">{t('posts.tabCount', { count: vehicle.postsCount })}</Tab>
        </TabList>
        <TabPanel value="about" className="vehicle-page__about">
          <AboutVehicle vehicle={vehicle} />
        </TabPanel>
        <TabPanel value="logbook" className="vehicle-page__logbook">
          {renderLogbook({
            car,
            viewerIsOwner,
            page: logbookPage,
            onPageChange: selectLogbookPage,
          })}
        </TabPanel>
        <TabPanel value="posts" className="vehicle-page__posts">
          {renderPosts({ car, viewerIsOwner })}
        </TabPanel>
      </Tabs>
    </article>
  );
}

/** The car itself: what its owner wrote, its photos, specifications, features and modifications. */
function AboutVehicle({ vehicle }: { vehicle: PublicVehicle }) {
  const { t } = useTranslation('garage');
  const descriptionId = useId();
  return (
    <>
      {vehicle.description && (
        <section className="vehicle-page__section" aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{t('page.description')}</h2>
          {/* Plain text with its line breaks (CSS), never HTML. */}
          <p className="vehicle-page__description">{vehicle.description}</p>
        </section>
      )}

      <VehicleGallery images={vehicle.gallery} name={vehicle.name} />

      <VehicleSpecs vehicle={vehicle} />

      <CategoryLists
        title={t('page.features')}
        categories={FEATURE_CATEGORIES.map((id) => ({
          id,
          label: t(`enums.featureCategory.${id}`),
          items: vehicle.features[id],
        }))}
        custom={vehicle.features.custom}
      />
      <CategoryLists
        title={t('page.modifications')}
        categories={MODIFICATION_CATEGORIES.map((id) => ({
          id,
          label: t(`enums.modificationCategory.${id}`),
          items: vehicle.modifications[id],
        }))}
        custom={vehicle.modifications.custom}
      />
    </>
  );
}
