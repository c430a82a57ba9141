import { createToaster } from '@chakra-ui/react';

// The toasts themselves (Toasts.tsx) come after the first paint (main.tsx): this store takes
// toasts meanwhile, and they show once the toaster is in.

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
});
