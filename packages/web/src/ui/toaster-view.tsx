import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToaster } from './notice-queue';

const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 4,
  // Below the 60 px header, so a toast never hides the user menu or the welcome line.
  offsets: { top: '72px', right: '16px', bottom: '16px', left: '16px' },
});

/** The one toaster of the app, showing what `notify` says. */
export function ToasterView() {
  // Children's effects run first: the toaster below subscribes to its store before this attaches.
  useEffect(
    () =>
      attachToaster(({ type, title }) =>
        toaster.create({ type, title, duration: type === 'error' ? 5000 : 3000, closable: true }),
      ),
    [],
  );
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
