import { publicApiClient } from '../api/client';

export interface ReadinessCheck {
  status: 'up' | 'down';
  error?: string;
}

export interface Readiness {
  status: 'ok' | 'unavailable';
  checks: Record<string, ReadinessCheck>;
}

function isReadiness(value: unknown): value is Readiness {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Readiness>;
  return (
    (candidate.status === 'ok' || candidate.status === 'unavailable') &&
    typeof candidate.checks === 'object' &&
    candidate.checks !== null
  );
}

// /api/ready answers 503 with the same body when a dependency is down, so the status code alone says little.
export async function fetchReadiness(signal?: AbortSignal): Promise<Readiness> {
  const { data, error, response } = await publicApiClient.GET('/api/ready', {
    headers: { Accept: 'application/json' },
    signal,
  });
  const body: unknown = response.ok ? data : error;
  if (!isReadiness(body)) throw new Error(`Unexpected readiness answer (HTTP ${response.status})`);
  return body;
}
