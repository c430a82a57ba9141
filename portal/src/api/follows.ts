import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

export type Notifications = components['schemas']['Notifications'];
export type NewsItem = components['schemas']['NewsItem'];
export type FollowedProducer = components['schemas']['FollowedProducer'];

/** Following producers, the bell's news and the digest (issue #33 §2). */
export const followKeys = {
  all: ['follows'] as const,
  ids: () => [...followKeys.all, 'ids'] as const,
  state: (producerId: string) => [...followKeys.all, 'state', producerId] as const,
  page: (page: number) => [...followKeys.all, 'page', page] as const,
  notifications: ['notifications'] as const,
  digest: ['notifications', 'digest'] as const,
};

export const fetchFollowingIds = async () => (await unwrap(await apiClient.GET('/api/following/ids'))).ids;

export const fetchFollowState = async (id: string) =>
  unwrap(await apiClient.GET('/api/artists/{id}/follow', { params: { path: { id } } }));

export const setFollowing = async (id: string, following: boolean) =>
  unwrap(await apiClient.PUT('/api/artists/{id}/follow', { params: { path: { id } }, body: { following } }));

export const fetchFollowing = async (page: number, pageSize: number) =>
  unwrap(await apiClient.GET('/api/following', { params: { query: { page, pageSize } } }));

export const fetchNotifications = async () => unwrap(await apiClient.GET('/api/notifications'));

export const markNotificationsRead = async () => {
  const { response } = await apiClient.POST('/api/notifications/read');
  if (!response.ok) throw new Error(`Não foi possível marcar como lidas (${response.status})`);
};

/** The bell's server-sent events, as a stream (the caller parses them). */
export const openNotificationEvents = (signal: AbortSignal) =>
  apiClient.GET('/api/notifications/events', {
    headers: { Accept: 'text/event-stream' },
    parseAs: 'stream',
    signal,
  });

export const fetchDigest = async () => unwrap(await apiClient.GET('/api/notifications/digest'));

export const setDigest = async (subscribed: boolean) =>
  unwrap(await apiClient.PUT('/api/notifications/digest', { body: { subscribed } }));

export const unsubscribeDigest = async (user: string, token: string) =>
  unwrap(await apiClient.POST('/api/notifications/digest/unsubscribe', { body: { user, token } }));
