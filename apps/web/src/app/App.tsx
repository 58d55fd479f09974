import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/Toast';
import { queryClient } from './query-client';
import { getRouter } from './router';
import { StatusGate } from './StatusGate';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <StatusGate>
          <RouterProvider router={getRouter()} />
        </StatusGate>
      </ToastProvider>
    </QueryClientProvider>
  );
}
