import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/class-names';
import './tabs.css';

export type TabsOrientation = 'horizontal' | 'vertical';
/** `automatic`: arrow keys select as they move. `manual`: arrows move focus, Enter/Space select. */
export type TabsActivation = 'automatic' | 'manual';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: TabsOrientation;
  activation: TabsActivation;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>.`);
  return context;
}

interface TabsCommonProps {
  children: ReactNode;
  orientation?: TabsOrientation;
  activation?: TabsActivation;
  className?: string;
}

interface ControlledTabsProps extends TabsCommonProps {
  value: string;
  onValueChange: (value: string) => void;
  defaultValue?: never;
}

interface UncontrolledTabsProps extends TabsCommonProps {
  defaultValue: string;
  onValueChange?: (value: string) => void;
  value?: never;
}

export type TabsProps = ControlledTabsProps | UncontrolledTabsProps;

// Tab values may be any string ("base-info", "Media 2"); ids may not contain spaces.
function idSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

function tabId(baseId: string, value: string): string {
  return `${baseId}-tab-${idSafe(value)}`;
}

function panelId(baseId: string, value: string): string {
  return `${baseId}-panel-${idSafe(value)}`;
}

export function Tabs({
  value: controlledValue,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  activation = 'automatic',
  className,
  children,
}: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? uncontrolledValue;
  const isControlled = controlledValue !== undefined;

  const select = useCallback(
    (next: string) => {
      if (!isControlled) setUncontrolledValue(next);
      onValueChange?.(next);
    },
    [isControlled, onValueChange],
  );

  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation, activation }}>
      <div className={cx('cc-tabs', `cc-tabs--${orientation}`, className)}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabListProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Required unless `aria-labelledby` is given: the tab list needs an accessible name. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function TabList({ className, onKeyDown, children, ...rest }: TabListProps) {
  const { select, orientation, activation } = useTabsContext('TabList');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    let target: number;
    switch (event.key) {
      case previousKey:
        target = (current - 1 + tabs.length) % tabs.length;
        break;
      case nextKey:
        target = (current + 1) % tabs.length;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    tab.focus();
    const tabValue = tab.dataset.value;
    if (activation === 'automatic' && tabValue !== undefined) select(tabValue);
  };

  return (
    // The tabs take focus (roving tabindex, as the ARIA tabs pattern asks); the list only handles
    // their arrow keys in one place, so it is not focusable itself.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...rest}
      role="tablist"
      aria-orientation={orientation}
      className={cx('cc-tab-list', className)}
      onKeyDown={handleKeyDown}
    >
      {children}
    </div>
  );
}

export interface TabProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'role' | 'value' | 'type' | 'id'
> {
  value: string;
}

export function Tab({ value, className, onClick, children, ...rest }: TabProps) {
  const { baseId, value: selectedValue, select } = useTabsContext('Tab');
  const selected = value === selectedValue;
  return (
    <button
      {...rest}
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      data-value={value}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      // Roving tabindex: Tab enters the list on the selected tab; arrows move within it.
      tabIndex={selected ? 0 : -1}
      className={cx('cc-tab', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'id'> {
  value: string;
  /** Keep the content mounted (hidden) while another tab is selected, e.g. to keep form input. */
  keepMounted?: boolean;
}

export function TabPanel({
  value,
  keepMounted = false,
  className,
  children,
  ...rest
}: TabPanelProps) {
  const { baseId, value: selectedValue } = useTabsContext('TabPanel');
  const selected = value === selectedValue;
  return (
    <div
      {...rest}
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
      tabIndex={0}
      className={cx('cc-tab-panel', className)}
    >
      {(selected || keepMounted) && children}
    </div>
  );
}
