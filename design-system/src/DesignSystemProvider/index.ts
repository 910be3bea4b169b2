export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps, LinkComponentProps } from './DesignSystemProvider';
