import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** The props a router's link component receives for an internal link. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** How internal links render when no router is involved: a plain anchor. */
function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor);

export interface DesignSystemProviderProps {
  /**
   * Renders every internal `Link` and `ButtonLink`: pass an adapter for your router (it receives
   * `href`, not `to`), so the library never depends on one. @default a plain `<a>`
   */
  linkComponent?: ComponentType<LinkComponentProps>;
  children: ReactNode;
}

/** App-wide settings for the design system: wrap the app once, near its root. */
export function DesignSystemProvider({ linkComponent = PlainAnchor, children }: DesignSystemProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/** The link component internal links render through. */
export function useLinkComponent() {
  return useContext(LinkComponentContext);
}
