import { clsx } from 'clsx';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

import { dataSaverOn } from '../dataSaver';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { toastMessages } from './Toast.messages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';

/** The kinds of toast, one per `useToast()` method. */
export const toastKinds = ['success', 'error', 'info'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** Where toasts show: a screen edge, then the start, centre or end of it (start is the left in left-to-right languages). */
export const toastPositions = ['top-start', 'top-center', 'top-end', 'bottom-start', 'bottom-center', 'bottom-end'] as const;
export type ToastPosition = (typeof toastPositions)[number];

export interface ToastAction {
  /** The button's text, such as "Try again". */
  label: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** A second line under the title. */
  description?: string;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. @default the provider's `duration` (5000) */
  duration?: number;
  /** One button on the toast; pressing it also closes the toast. */
  action?: ToastAction;
  /**
   * A second button, after the action, that backs out ("Cancel"): pressing it closes the toast and
   * calls its handler. Closing the toast any other way (its close button, a swipe, the clock) does not.
   */
  cancel?: ToastAction;
  /** Where this toast shows. @default the provider's `position` ('bottom-end') */
  position?: ToastPosition;
}

/** Shows a toast of one kind and returns its id. */
export type ShowToast = (title: string, options?: ToastOptions) => string;

export interface ToastApi {
  /** Something worked: "Message sent successfully!". Announced politely. */
  success: ShowToast;
  /** Something failed: "Error sending message". Announced assertively. */
  error: ShowToast;
  /** Neutral news: "Account created. Check your email to confirm.". Announced politely. */
  info: ShowToast;
  /** Closes the toast with this id, or whichever is showing when no id is given. */
  dismiss: (id?: string) => void;
}

/** A toast on show: its options with the provider's defaults filled in. */
export interface ToastRecord extends Omit<ToastOptions, 'duration' | 'position'> {
  id: string;
  kind: ToastKind;
  title: string;
  duration: number;
  position: ToastPosition;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The toast itself (its icon, text, buttons, swipe and timer) loads with the first toast, or once
 * the page is idle (not under the data saver), whichever comes first: an app's start-up carries only the provider and its
 * live regions, which announce a toast the moment it is shown.
 */
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(loadToastItem);

/** Title and description as one sentence-separated phrase, so a screen reader pauses between them. */
function announcementOf({ title, description }: ToastRecord): string {
  if (!description) return title;
  return `${/[.!?]$/.test(title) ? title : `${title}.`} ${description}`;
}

export interface ToastProviderProps {
  /** The app: anything inside may call `useToast()`. */
  children: ReactNode;
  /** Milliseconds a toast stays before closing itself, unless its own `duration` says otherwise. @default 5000 */
  duration?: number;
  /** The name of the notifications landmark. @default the provider's `messages.notifications` ('Notifications') */
  label?: string;
  /** The name of each toast's close button. @default the provider's `messages.closeNotification` ('Close notification') */
  closeLabel?: string;
  /**
   * Where toasts show unless a toast says otherwise. From tablet width up the toast sits at that
   * edge and side; on a phone it spans the width at that edge. @default 'bottom-end'
   */
  position?: ToastPosition;
}

/**
 * Renders the app plus the "Notifications" region and its live regions; `useToast()` inside it
 * shows one toast at a time. Alt+T moves focus to the region from anywhere.
 */
export function ToastProvider({ children, duration = 5000, label, closeLabel, position = 'bottom-end' }: ToastProviderProps) {
  const messages = useComponentMessages(toastMessages);
  const idPrefix = useId();
  const nextId = useRef(0);
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  // Mirrors `current` for event handlers, which must not wait for a render to know what is shown.
  const currentRef = useRef<ToastRecord | null>(null);
  const [regionFocused, setRegionFocused] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const focusWasInToast = useRef(false);

  const replace = useCallback((next: ToastRecord | null) => {
    const region = regionRef.current;
    const active = document.activeElement;
    // The focused button is about to disappear with its toast: remember to put focus back.
    if (region && active && active !== region && region.contains(active)) focusWasInToast.current = true;
    currentRef.current = next;
    setCurrent(next);
  }, []);

  useEffect(() => {
    if (!focusWasInToast.current) return;
    focusWasInToast.current = false;
    const target = returnFocusRef.current;
    if (target?.isConnected) target.focus();
  }, [current]);

  const show = useCallback(
    (kind: ToastKind, title: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `${idPrefix}toast-${String(nextId.current)}`;
      replace({ ...options, id, kind, title, duration: options.duration ?? duration, position: options.position ?? position });
      return id;
    },
    [duration, position, idPrefix, replace],
  );

  const dismiss = useCallback(
    (id?: string) => {
      const shown = currentRef.current;
      if (shown && (id === undefined || id === shown.id)) replace(null);
    },
    [replace],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (title, options) => show('success', title, options),
      error: (title, options) => show('error', title, options),
      info: (title, options) => show('info', title, options),
      dismiss,
    }),
    [show, dismiss],
  );

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const focusRegionOnHotkey = (event: KeyboardEvent) => {
      // `code`, not `key`: on a Mac, Option+T types "†".
      if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyT') {
        event.preventDefault();
        region.focus({ preventScroll: true });
      }
    };
    // Focus is tracked natively: the region is a landmark, not a control.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === region) setRegionFocused(true);
      const from = event.relatedTarget;
      // Where focus came from is where it goes back to when the toast holding it closes.
      if (!(from instanceof Node && region.contains(from))) returnFocusRef.current = from instanceof HTMLElement ? from : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.target === region) setRegionFocused(false);
    };
    document.addEventListener('keydown', focusRegionOnHotkey);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', focusRegionOnHotkey);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    // Under the data saver nothing is fetched ahead of use: the first toast fetches it.
    if (typeof requestIdleCallback !== 'function' || dataSaverOn()) return;
    const handle = requestIdleCallback(() => void loadToastItem(), { timeout: 10_000 });
    return () => {
      cancelIdleCallback(handle);
    };
  }, []);

  const announcement = current ? <span key={current.id}>{announcementOf(current)}</span> : null;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Mounted from the start and filled when a toast appears: screen readers only announce
          changes to live regions they already know about. */}
      <VisuallyHidden role="status">{current?.kind === 'error' ? null : announcement}</VisuallyHidden>
      <VisuallyHidden role="alert">{current?.kind === 'error' ? announcement : null}</VisuallyHidden>
      {/* The region moves to where the toast on show belongs, so Alt+T and its focus ring go there too. */}
      <div
        ref={regionRef}
        role="region"
        aria-label={label ?? messages.notifications}
        tabIndex={-1}
        className={clsx(styles.region, styles.regionPosition[current?.position ?? position])}
      >
        <Suspense fallback={null}>
          {current ? (
            <ToastItem
              key={current.id}
              toast={current}
              closeLabel={closeLabel ?? messages.closeNotification}
              regionFocused={regionFocused}
              onDismiss={dismiss}
            />
          ) : null}
        </Suspense>
      </div>
    </ToastContext.Provider>
  );
}

/** Shows toasts: `const toast = useToast(); toast.success('Message sent successfully!')`. Needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside ToastProvider: wrap your app (or the story) in <ToastProvider>.');
  }
  return api;
}
