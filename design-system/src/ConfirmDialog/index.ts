export { ConfirmDialog, confirmDialogTones, preloadConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
