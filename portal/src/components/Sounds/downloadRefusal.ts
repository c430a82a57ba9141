import type { NavigateFunction } from 'react-router-dom';

import { ApiError } from '../../api/apiError';
import { paths } from '../../routes/paths';
import { toaster } from '../ui/toaster';

/** Spec 02 §8's text for a download that failed. */
export const DOWNLOAD_ERROR = 'Problema ao tentar fazer o Download';

/**
 * A download refused for want of a paid plan (a sound, a kit, the liked list): the server's words
 * with a way to the plans. Answers whether that was the refusal.
 */
export function showPlanRequired(error: unknown, navigate: NavigateFunction): boolean {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_REQUIRED') return false;
  const plansUrl = typeof error.details?.plansUrl === 'string' ? error.details.plansUrl : paths.profilePlan;
  toaster.create({
    type: 'warning',
    title: error.message,
    duration: 10_000,
    closable: true,
    action: { label: 'Ver planos', onClick: () => navigate(plansUrl) },
  });
  return true;
}
