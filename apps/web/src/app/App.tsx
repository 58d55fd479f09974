import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/Toast';
import { queryClient } from './query-client';
import { router } from './router';
import { StatusGate } from './StatusGate';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <StatusGate>
          <RouterProvider router={router} />
        </StatusGate>
      </ToastProvider>
    </QueryClientProvider>
  );
}
