import { startEarlyRequests } from './early-requests';

// Inlined into index.html by the build (vite.config.ts): it runs before the app's JavaScript has arrived.
try {
  startEarlyRequests();
} catch {
  // the app asks for everything itself
}
