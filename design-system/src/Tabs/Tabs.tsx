import * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { type ReactNode } from 'react';

import * as styles from './Tabs.css';

export interface TabsProps {
  /** The selected tab's id, when the parent controls it. */
  selectedId?: string | null;
  /** The tab selected at first, when the component controls it. @default the first tab */
  defaultSelectedId?: string | null;
  /** Called with the newly selected tab's id. */
  onSelectedIdChange?: (selectedId: string | null | undefined) => void;
  /**
   * `true`: moving with the arrow keys selects the tab (best when panels are instant).
   * `false`: arrows only move focus and Enter or Space selects. @default true
   */
  selectionFollowsFocus?: boolean;
  children: ReactNode;
}

/**
 * Tabs on Ariakit, after the WAI-ARIA tabs pattern: arrow keys move between tabs, Home and End
 * jump to the ends, each panel is labelled by its tab and follows it in the tab order.
 */
export function Tabs({ selectedId, defaultSelectedId, onSelectedIdChange, selectionFollowsFocus = true, children }: TabsProps) {
  return (
    <Ariakit.TabProvider
      selectedId={selectedId}
      defaultSelectedId={defaultSelectedId}
      setSelectedId={onSelectedIdChange}
      selectOnMove={selectionFollowsFocus}
    >
      {children}
    </Ariakit.TabProvider>
  );
}

export interface TabListProps extends Ariakit.TabListProps {
  /** What the tabs are about, for screen readers ("Business intelligence"). */
  'aria-label': string;
}

/** The row of tabs. Needs an `aria-label`. */
export function TabList({ ref, className, ...props }: TabListProps) {
  return <Ariakit.TabList ref={ref} {...props} className={clsx(styles.tabList, className)} />;
}

export type TabProps = Ariakit.TabProps;

/** One tab. Give it an `id` and a `TabPanel` with the same `tabId`. */
export function Tab({ ref, className, ...props }: TabProps) {
  return <Ariakit.Tab ref={ref} {...props} className={clsx(styles.tab, className)} />;
}

export type TabPanelProps = Ariakit.TabPanelProps;

/** The content of one tab, labelled by it. Hidden panels stay out of the way of assistive technology. */
export function TabPanel({ ref, className, ...props }: TabPanelProps) {
  return <Ariakit.TabPanel ref={ref} {...props} className={clsx(styles.tabPanel, className)} />;
}
