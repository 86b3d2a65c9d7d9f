import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { tsr } from '../api/client';
import { I18nProvider } from '../i18n/i18n';
import { Toaster } from '../ui/toaster';
import { createQueryClient } from './query-client';
import { RouteGate } from './route-gate';
import { system } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <I18nProvider>
            <BrowserRouter>
              <RouteGate />
            </BrowserRouter>
            <Toaster />
          </I18nProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
