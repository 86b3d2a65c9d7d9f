export { ConfirmDialog } from './confirm-dialog';
export { DialogBody, DialogButtons, DialogFooter, DialogFrame } from './dialog-frame';
export { NoticeDialog } from './notice-dialog';
