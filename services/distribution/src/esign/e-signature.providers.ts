import type { Provider } from '@nestjs/common';
import { E_SIGNATURE_PROVIDER } from './e-signature-provider';
import { ESignatureClient } from './e-signature.client';

/** E_SIGNATURE_PROVIDER is the client, which picks ZapSign or the local stand-in at start. */
export const eSignatureProviders: Provider[] = [
  ESignatureClient,
  { provide: E_SIGNATURE_PROVIDER, useExisting: ESignatureClient },
];
