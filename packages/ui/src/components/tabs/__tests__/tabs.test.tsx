import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from '../tabs';

type Extra = Partial<Pick<TabsProps, 'orientation' | 'activation'>>;

function Settings(props: { defaultValue?: string; disableNotifications?: boolean } & Extra) {
  return (
    <Tabs
      defaultValue={props.defaultValue ?? 'profile'}
      orientation={props.orientation}
      activation={props.activation}
    >
      <TabList aria-label="Settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="notifications" disabled={props.disableNotifications}>
          Notifications
        </Tab>
        <Tab value="security">Security</Tab>
      </TabList>
      <TabPanel value="profile">Profile form</TabPanel>
      <TabPanel value="notifications">Notification settings</TabPanel>
      <TabPanel value="security" keepMounted>
        Password form
      </TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

it('links tabs and panels for assistive technology', () => {
  render(<Settings />);
  expect(screen.getByRole('tablist', { name: 'Settings' })).toHaveAttribute(
    'aria-orientation',
    'horizontal',
  );
  const profile = tab('Profile');
  const panel = screen.getByRole('tabpanel', { name: 'Profile' });
  expect(profile).toHaveAttribute('aria-selected', 'true');
  expect(profile).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveTextContent('Profile form');
  expect(tab('Security')).toHaveAttribute('aria-selected', 'false');
});

it('uses a roving tabindex: Tab enters on the selected tab, then leaves for the panel', async () => {
  render(<Settings defaultValue="security" />);
  expect(tab('Profile')).toHaveAttribute('tabindex', '-1');
  expect(tab('Security')).toHaveAttribute('tabindex', '0');
  await userEvent.tab();
  expect(tab('Security')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveFocus();
});

it('moves and selects with the arrow keys, wrapping at both ends', async () => {
  render(<Settings />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Notifications')).toHaveFocus();
  expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Notification settings');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Profile')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Security')).toHaveFocus();
  expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
});

it('jumps with Home and End', async () => {
  render(<Settings />);
  await userEvent.tab();
  await userEvent.keyboard('{End}');
  expect(tab('Security')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(tab('Profile')).toHaveFocus();
  expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
});

it('skips disabled tabs', async () => {
  render(<Settings disableNotifications />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Security')).toHaveFocus();
});

it('uses Up and Down when vertical', async () => {
  render(<Settings orientation="vertical" />);
  expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Profile')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(tab('Notifications')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(tab('Profile')).toHaveFocus();
});

it('with manual activation, arrows only move focus and Enter selects', async () => {
  render(<Settings activation="manual" />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Notifications')).toHaveFocus();
  expect(tab('Notifications')).toHaveAttribute('aria-selected', 'false');
  await userEvent.keyboard('{Enter}');
  expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
});

it('selects on click', async () => {
  render(<Settings />);
  await userEvent.click(tab('Security'));
  expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Password form');
});

it('unmounts hidden panels unless keepMounted', async () => {
  render(<Settings />);
  expect(screen.queryByText('Notification settings')).not.toBeInTheDocument();
  const security = screen.getByText('Password form');
  expect(security).not.toBeVisible();
  await userEvent.click(tab('Security'));
  expect(screen.getByText('Password form')).toBe(security);
  expect(security).toBeVisible();
  expect(screen.queryByText('Profile form')).not.toBeInTheDocument();
});

it('when controlled, reports the choice and shows what the parent decides', async () => {
  const onValueChange = jest.fn();
  function Controlled() {
    const [value, setValue] = useState('profile');
    return (
      <Tabs
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          if (next !== 'security') setValue(next);
        }}
      >
        <TabList aria-label="Settings">
          <Tab value="profile">Profile</Tab>
          <Tab value="notifications">Notifications</Tab>
          <Tab value="security">Security</Tab>
        </TabList>
        <TabPanel value="profile">Profile form</TabPanel>
        <TabPanel value="notifications">Notification settings</TabPanel>
        <TabPanel value="security">Password form</TabPanel>
      </Tabs>
    );
  }
  render(<Controlled />);
  await userEvent.click(tab('Security'));
  expect(onValueChange).toHaveBeenLastCalledWith('security');
  expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(tab('Notifications'));
  expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
});

it('gives tabs valid ids even when values contain spaces', () => {
  render(
    <Tabs defaultValue="base info">
      <TabList aria-label="Vehicle">
        <Tab value="base info">Base Information</Tab>
      </TabList>
      <TabPanel value="base info">Fields</TabPanel>
    </Tabs>,
  );
  expect(tab('Base Information').id).not.toMatch(/\s/);
  expect(screen.getByRole('tabpanel', { name: 'Base Information' })).toBeInTheDocument();
});

it('explains misuse outside <Tabs>', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Tab value="x">X</Tab>)).toThrow('<Tab> must be used inside <Tabs>.');
  jest.restoreAllMocks();
});
