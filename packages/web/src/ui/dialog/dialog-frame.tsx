import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';

type DialogFrameProps = {
  open: boolean;
  /** Dismissing (mask, Escape, ×) calls this; a frame that is not `dismissible` has no such ways. */
  onClose: () => void;
  title: ReactNode;
  testId: string;
  children: ReactNode;
  /** Usually `<DialogButtons>`; none when omitted. */
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  placement?: 'center' | 'top';
  role?: 'dialog' | 'alertdialog';
  /** An × in the corner. */
  closeButton?: boolean;
  /** False: the mask and Escape do not close it (the forced password change). */
  dismissible?: boolean;
  /** The children bring their own `<DialogBody>` and `<DialogFooter>` (a form owning its buttons). */
  bodyless?: boolean;
};

/**
 * The one dialog frame: title, body, footer; confirm, notice and form dialogs compose it. The body
 * scrolls inside the frame; on a phone the theme gives the frame the screen's width less a margin
 * (app/theme.ts, docs/shell.md "Phones").
 */
export function DialogFrame({
  open,
  onClose,
  title,
  testId,
  children,
  footer,
  size = 'md',
  placement,
  role,
  closeButton = false,
  dismissible = true,
  bodyless = false,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      placement={placement}
      role={role}
      scrollBehavior="inside"
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
            {bodyless ? (
              children
            ) : (
              <>
                <Dialog.Body>{children}</Dialog.Body>
                {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export const DialogBody = Dialog.Body;

type DialogButtonsProps = {
  /** Given: a 取消 (or `cancelLabel`) button. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Given (or `form`): a 确定 (or `confirmLabel`) button. */
  onConfirm?: () => void;
  confirmLabel?: string;
  /** The confirm button submits this form (its id) instead of calling `onConfirm`. */
  form?: string;
  /** Busy: the confirm button spins (and the extra ones are passed `pending` by their owner). */
  pending?: boolean;
  danger?: boolean;
  /** More buttons between the two (保存 beside 提交). */
  children?: ReactNode;
};

/** The footer's buttons: 取消 left, 确定 right, busy while the action runs. */
export function DialogButtons({ onCancel, cancelLabel, onConfirm, confirmLabel, form, pending, danger, children }: DialogButtonsProps) {
  const { t } = useI18n();
  return (
    <>
      {onCancel && (
        <Button variant="outline" size="sm" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      )}
      {children}
      {(onConfirm || form) && (
        <Button
          colorPalette={danger ? 'red' : 'blue'}
          size="sm"
          loading={pending}
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={onConfirm}
        >
          {confirmLabel ?? t('common.confirm')}
        </Button>
      )}
    </>
  );
}

/** A footer of `<DialogButtons>` for frames that are `bodyless`. */
export function DialogFooter(props: DialogButtonsProps) {
  return (
    <Dialog.Footer>
      <DialogButtons {...props} />
    </Dialog.Footer>
  );
}
