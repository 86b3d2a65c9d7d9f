import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n/i18n';
import { AppToaster } from './app-toaster';
import { createQueryClient } from './query-client';
import { RouteGate } from './route-gate';

/** The providers every screen needs; the UI kit is added by the screens that use it (route-gate.tsx). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <BrowserRouter>
          <RouteGate />
        </BrowserRouter>
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
