import * as Ariakit from '@ariakit/react';
import { getFirstTabbableIn } from '@ariakit/utils';
import { clsx } from 'clsx';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

import { afterNextFrame } from '../afterNextFrame';
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

/** The tab whose panel is on screen: the selected one, or for one frame the one before it. */
const ShownIdContext = createContext<string | null | undefined>(undefined);
/** Puts the selected tab's panel on screen now, if it is still waiting for the next frame. */
const ShowNowContext = createContext<() => void>(() => undefined);

/**
 * Tabs on Ariakit, after the WAI-ARIA tabs pattern: arrow keys move between tabs, Home and End
 * jump to the ends, each panel is labelled by its tab and follows it in the tab order.
 *
 * A newly selected tab is drawn selected first; its panel replaces the one on screen just after
 * that frame. Laying out a long panel (a table, a set of charts) takes a slow phone a tenth of a
 * second or more: done with the press, it held back the tab's own response. Tab, pressed on the
 * tab list meanwhile, shows the new panel at once, so focus always goes into it.
 */
export function Tabs({ selectedId, defaultSelectedId, onSelectedIdChange, selectionFollowsFocus = true, children }: TabsProps) {
  const store = Ariakit.useTabStore({
    selectedId,
    defaultSelectedId,
    setSelectedId: onSelectedIdChange,
    selectOnMove: selectionFollowsFocus,
  });
  const selected = Ariakit.useStoreState(store, 'selectedId');
  const [shownId, setShownId] = useState(selected);
  // The first selection (Ariakit picks the first tab once the tabs are known) has nothing on screen
  // to keep: it shows at once.
  if (shownId == null && selected != null) setShownId(selected);

  useEffect(() => {
    if (shownId === selected) return;
    return afterNextFrame(() => {
      setShownId(selected);
    });
  }, [selected, shownId]);

  const showNow = useCallback(() => {
    const latest = store.getState().selectedId;
    flushSync(() => {
      setShownId(latest);
    });
  }, [store]);

  return (
    <Ariakit.TabProvider store={store}>
      <ShowNowContext value={showNow}>
        <ShownIdContext value={shownId}>{children}</ShownIdContext>
      </ShowNowContext>
    </Ariakit.TabProvider>
  );
}

export interface TabListProps extends Ariakit.TabListProps {
  /** What the tabs are about, for screen readers ("Business intelligence"). */
  'aria-label': string;
}

/** The row of tabs. Needs an `aria-label`. */
export function TabList({ ref, className, onKeyDown, ...props }: TabListProps) {
  const showNow = useContext(ShowNowContext);
  return (
    <Ariakit.TabList
      ref={ref}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        // Tab goes into the selected tab's panel, which must be on screen to take focus.
        if (event.key === 'Tab' && !event.shiftKey) showNow();
        onKeyDown?.(event);
      }}
      className={clsx(styles.tabList, className)}
    />
  );
}

export type TabProps = Ariakit.TabProps;

/** One tab. Give it an `id` and a `TabPanel` with the same `tabId`. */
export function Tab({ ref, className, tabIndex, ...props }: TabProps) {
  const store = Ariakit.useTabContext();
  const selectedId = Ariakit.useStoreState(store, 'selectedId');
  // Ariakit learns its tabs in an effect: until then (the prerendered HTML, and a page whose code
  // has not run yet) it would leave every tab a Tab stop. Only the selected one is, as afterwards,
  // so Tab from it goes into its panel.
  const known = Ariakit.useStoreState(store, (state) => (state?.renderedItems.length ?? 0) > 0);
  const notYetTabbable = !known && selectedId != null && props.id !== undefined && props.id !== selectedId;
  return <Ariakit.Tab ref={ref} {...props} tabIndex={notYetTabbable ? -1 : tabIndex} className={clsx(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<Ariakit.TabPanelProps, 'tabId' | 'hidden' | 'focusable'> {
  /** The `id` of the tab that labels and shows this panel. */
  tabId: string;
  /**
   * Renders the content only when the panel is first shown, then keeps it (with whatever the
   * visitor chose in it). The prerendered page then carries only the panel on screen: the home
   * page's hidden benchmark and report panels were an eighth of its HTML. The empty panel stays in
   * place, so its tab still names what it controls. @default false
   */
  lazy?: boolean;
}

/**
 * The content of one tab, labelled by it. Hidden panels stay out of the way of assistive
 * technology. A panel can follow the selection by changing its `tabId` (one panel for every tab):
 * it then stays on screen throughout.
 */
export function TabPanel({ ref, className, tabId, lazy = false, children, ...props }: TabPanelProps) {
  const shownId = useContext(ShownIdContext);
  // The tab this panel was last on screen for: a panel whose tabId follows the selection is the
  // one on screen until the newly selected tab's panel is shown, that is, still itself.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shown = shownId === tabId || (shownFor !== null && shownFor === shownId);
  if (shownId === tabId && shownFor !== tabId) setShownFor(tabId);

  // As in Ariakit's own panel: a panel with nothing to focus inside is a Tab stop itself. Checked
  // once the panel is on screen, since nothing hidden can be focused.
  const panel = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    if (shown && panel.current) setHasTabbable(getFirstTabbableIn(panel.current) !== null);
  }, [shown, tabId]);

  const refs = useCallback(
    (element: HTMLDivElement | null) => {
      panel.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <Ariakit.TabPanel
      ref={refs}
      {...props}
      tabId={tabId}
      hidden={!shown}
      focusable={!hasTabbable}
      className={clsx(styles.tabPanel, className)}
    >
      {!lazy || shown || shownFor !== null ? children : null}
    </Ariakit.TabPanel>
  );
}
