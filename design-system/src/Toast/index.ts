export { ToastProvider, toastKinds, useToast } from './Toast';
export type { ShowToast, ToastAction, ToastApi, ToastKind, ToastOptions, ToastProviderProps } from './Toast';
