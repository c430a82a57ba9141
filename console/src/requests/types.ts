import type { RaRecord } from 'react-admin';

export type RequestStatus = 'pending' | 'approved' | 'cancelled';
export type RequestKind = 'publication' | 'distribution';

/** A publication or distribution request as the distribution service answers it (docs/distribution-api.md). */
export interface DistributionRequest extends RaRecord<string> {
  kind: RequestKind;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  producer: { id: string; name: string; avatarUrl: string | null };
  sound: {
    id: string;
    name: string;
    imageUrl: string | null;
    artistName: string | null;
    previewUrl: string;
    isProduced: boolean;
  };
  contractId: string | null;
}

/** A field shown in a SimpleShowLayout takes `source` only so the layout can label it. */
export interface LabeledFieldProps {
  source?: string;
  label?: string;
}
