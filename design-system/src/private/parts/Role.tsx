import type * as Ariakit from '@ariakit/react';
import { cloneElement, createElement, isValidElement, useMemo, type ElementType, type ReactElement, type Ref } from 'react';

/**
 * The `render` prop of Ariakit's `Role`, for the components with no behaviour of their own (Box,
 * Text, Heading, links, Card…), without Ariakit's shared runtime: those components are on every
 * page from the first paint, and Ariakit's utilities (about 5 KB gzipped) then load only with the
 * components that need them (menus, tabs, disclosures, fields).
 *
 * The semantics are Ariakit's, so `render` works the same on every component of the library:
 * - `render={<Element />}` renders that element with this component's props merged in: the
 *   element's own props win, class names are joined, styles merged, and an event handler on both
 *   runs the element's first, then this component's; both refs receive the node;
 * - `render={(props) => …}` renders what the function returns for the merged props;
 * - props whose value is `undefined` are dropped, as Ariakit does.
 */

type Props = Record<string, unknown>;
type RenderFunction = (props: Props) => ReactElement;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One callback ref that updates both refs given. */
function useMergedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): Ref<T> | undefined {
  return useMemo(() => {
    if (!first && !second) return undefined;
    return (value: T | null) => {
      setRef(first, value);
      setRef(second, value);
    };
  }, [first, second]);
}

/** Ariakit's mergeProps: the overrides (the render element's props) win, except as described above. */
function mergeProps(base: Props, overrides: Props): Props {
  const props: Props = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key === 'className') {
      const baseClass = base.className as string | undefined;
      const overrideClass = value as string | undefined;
      props.className = baseClass && overrideClass ? `${baseClass} ${overrideClass}` : (overrideClass ?? baseClass);
      continue;
    }
    if (key === 'style') {
      props.style = base.style ? { ...base.style, ...(value as object | undefined) } : value;
      continue;
    }
    if (value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      const baseHandler = base[key];
      if (typeof baseHandler === 'function') {
        props[key] = (...args: unknown[]) => {
          (value as (...a: unknown[]) => unknown)(...args);
          (baseHandler as (...a: unknown[]) => unknown)(...args);
        };
        continue;
      }
    }
    props[key] = value;
  }
  return props;
}

function refOf(element: unknown): Ref<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const props = element.props as { ref?: Ref<unknown> };
  return props.ref;
}

function createRole(tag: ElementType) {
  return function Role({ ref, ...allProps }: Props & { ref?: Ref<unknown> }) {
    const props: Props = {};
    for (const [key, value] of Object.entries(allProps)) if (value !== undefined) props[key] = value;
    const { render, wrapElement, ...rest } = props;
    const mergedRef = useMergedRef(ref, refOf(render));
    let element: ReactElement;
    if (isValidElement(render)) {
      element = cloneElement(render, mergeProps(rest, { ...(render.props as Props), ref: mergedRef }));
    } else if (typeof render === 'function') {
      element = (render as RenderFunction)({ ...rest, ref });
    } else {
      element = createElement(tag, { ...rest, ref });
    }
    return typeof wrapElement === 'function' ? (wrapElement as (element: ReactElement) => ReactElement)(element) : element;
  };
}

type RoleComponent<T extends ElementType> = (props: Ariakit.RoleProps<T>) => ReactElement;

const tags = ['a', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'nav', 'p', 'section', 'span', 'table'] as const;
type Tag = (typeof tags)[number];

/** `Role` renders a `div`; `Role.a`, `Role.p`, `Role.section`, `Role.h1`…`Role.h6` and the rest render those elements. */
export const Role = Object.assign(
  createRole('div') as unknown as RoleComponent<'div'>,
  Object.fromEntries(tags.map((tag) => [tag, createRole(tag)])) as unknown as { [K in Tag]: RoleComponent<K> },
);
