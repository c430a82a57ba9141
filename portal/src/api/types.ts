import type { paths } from '@sampleteca/clients-shared/api';

// Shapes the portal keeps or passes around, read from the generated OpenAPI paths so a changed
// contract breaks the build.
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

export type Session = JsonOf<paths['/api/auth/token']['post']['responses'][200]>;
export type AuthUser = Session['user'];
export type LoginAnswer = JsonOf<paths['/api/auth/login']['post']['responses'][200]>;
export type Profile = JsonOf<paths['/api/users/me']['get']['responses'][200]>;
export type ProfileChanges = NonNullable<paths['/api/users/me']['patch']['requestBody']>['content']['application/json'];
export type Factor = AuthUser['factors'][number];
export type Identity = AuthUser['identities'][number];

export type OAuthProvider = 'google' | 'facebook' | 'spotify';

// Billing (spec 1 §3 plan option and subscription record).
export type Plan = JsonOf<paths['/api/plans']['get']['responses'][200]>[number];
export type MySubscription = JsonOf<paths['/api/subscriptions/me']['get']['responses'][200]>;
export type SubscriptionRecord = NonNullable<MySubscription['subscription']>;
export type SyncedSubscription = JsonOf<paths['/api/subscriptions/me/sync']['post']['responses'][200]>;
