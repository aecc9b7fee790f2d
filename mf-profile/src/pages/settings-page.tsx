import { ErrorState, Skeleton, SkeletonBlock, Tab, TabList, TabPanel, Tabs } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@carclub/router';

import { EmailChange } from '../features/email-change';
import { MutedMembers } from '../features/muting';
import { NotificationPreferencesSettings } from '../features/notification-preferences';
import { PasswordChangeForm } from '../features/password-change';
import { PrivacySettings } from '../features/privacy-settings';
import { ProfileForm } from '../features/profile-form';
import { YourDataSection } from '../features/your-data';
import { ProfileImages } from '../features/profile-images';
import { SignedInDevices } from '../features/signed-in-devices';
import { TrustLevel } from '../features/trust-level';
import { useProfile } from '../lib/api/get-profile';
import './settings-page.css';

export const SETTINGS_TABS = ['profile', 'notifications', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
const DEFAULT_TAB: SettingsTab = 'profile';

const isSettingsTab = (value: string | null): value is SettingsTab =>
  (SETTINGS_TABS as readonly (string | null)[]).includes(value);

/**
 * The open tab lives in the URL (`?tab=security`; the profile tab has none), so a reload or a
 * shared link keeps it; an unknown value opens the profile tab. The query string rather than a
 * path segment: the tabs are one page, whose unsaved-changes guard only asks when the path changes.
 */
function useSettingsTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isSettingsTab(requested) ? requested : DEFAULT_TAB;
  const selectTab = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB || !isSettingsTab(next)) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      // Tabs are one page: Back leaves it instead of stepping through the tabs.
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, selectTab] as const;
}

/** The shape of the profile form while the profile loads. */
function SettingsSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Skeleton label={t('settings.loading')} className="settings-skeleton">
      <SkeletonBlock shape="rect" height="2.75rem" width="min(24rem, 100%)" />
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonBlock key={index} shape="rect" height="3.5rem" />
      ))}
    </Skeleton>
  );
}

/** Spec §2: the tabs show once the current profile has loaded. */
export function SettingsPage() {
  const { t } = useTranslation('profile');
  const profileQuery = useProfile();
  const [tab, selectTab] = useSettingsTab();
  const profile = profileQuery.data;

  return (
    <section className="settings-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('settings.title')}</h1>
      {profile ? (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabList aria-label={t('settings.tabs.label')}>
            {SETTINGS_TABS.map((value) => (
              <Tab key={value} value={value}>
                {t(`settings.tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
          {/* Kept mounted: what was typed survives a visit to another tab. */}
          <TabPanel value="profile" keepMounted>
            <ProfileImages profile={profile} />
            <ProfileForm profile={profile} />
            <PrivacySettings nickname={profile.nickname} />
          </TabPanel>
          {/* Kept mounted: choices not saved yet survive a visit to another tab. */}
          <TabPanel value="notifications" keepMounted>
            <NotificationPreferencesSettings />
          </TabPanel>
          <TabPanel value="security" keepMounted>
            <div className="settings-security">
              <EmailChange email={profile.email} />
              <PasswordChangeForm account={{ email: profile.email, nickname: profile.nickname }} />
              <SignedInDevices />
              <TrustLevel />
              <MutedMembers />
              <YourDataSection nickname={profile.nickname} />
            </div>
          </TabPanel>
        </Tabs>
      ) : profileQuery.isPending ? (
        <SettingsSkeleton />
      ) : (
        <ErrorState
          title={t('settings.loadFailed')}
          message={profileQuery.error?.message}
          onRetry={() => void profileQuery.refetch()}
          retrying={profileQuery.isFetching}
        />
      )}
    </section>
  );
}

export const Component = SettingsPage;
