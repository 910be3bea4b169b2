export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps, LinkComponentProps } from './DesignSystemProvider';
export { useMessages } from './DesignSystemProvider';
export { defaultMessages } from './messages';
export type { DesignSystemMessages } from './messages';
export { frenchMessages } from './frenchMessages';
