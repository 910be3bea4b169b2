import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

import { defaultMessages, type DesignSystemMessages } from './messages';

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

// The provider holds only the words it was given; each component lays them over its own English
// words (its `.messages.ts` file), so the words of components a page never loads stay out of it.
const noMessages: Partial<DesignSystemMessages> = {};
const MessagesContext = createContext(noMessages);

export interface DesignSystemProviderProps {
  /**
   * Renders every internal `Link` and `ButtonLink`: pass an adapter for your router (it receives
   * `href`, not `to`), so the library never depends on one. @default a plain `<a>`
   */
  linkComponent?: ComponentType<LinkComponentProps>;
  /**
   * The components' own words (button names, positions, counts) in the app's language, whole
   * (`frenchMessages`) or only the entries to change; each entry given replaces the English
   * default. A component's own prop for the same words still wins. @default English
   */
  messages?: Partial<DesignSystemMessages>;
  children: ReactNode;
}

/** App-wide settings for the design system: wrap the app once, near its root. */
export function DesignSystemProvider({ linkComponent = PlainAnchor, messages = noMessages, children }: DesignSystemProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LinkComponentContext.Provider>
  );
}

/** The link component internal links render through. */
export function useLinkComponent() {
  return useContext(LinkComponentContext);
}

/** A component's words: its English ones (from its `.messages.ts` file) with the provider's laid over them. */
export function useComponentMessages<Words extends Partial<DesignSystemMessages>>(defaults: Words): Words {
  return { ...defaults, ...useContext(MessagesContext) };
}

/** Every word the components say, as the nearest `DesignSystemProvider` sets them (English where it sets none). */
export function useMessages(): DesignSystemMessages {
  return useComponentMessages(defaultMessages);
}
