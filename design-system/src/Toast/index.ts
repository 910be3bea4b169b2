export { ToastProvider, toastKinds, toastPositions, useToast } from './Toast';
export type { ShowToast, ToastAction, ToastApi, ToastKind, ToastOptions, ToastPosition, ToastProviderProps } from './Toast';
