import { Suspense } from 'react';
import { useToasterWanted } from '../ui/toaster';
import { LazyChakraRoot, LazyToasterView } from './lazy-frames';

/** The one toaster, with the UI kit it needs, once a message or a preload asks for it. */
export function AppToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <LazyChakraRoot>
        <LazyToasterView />
      </LazyChakraRoot>
    </Suspense>
  );
}
