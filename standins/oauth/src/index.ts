export { OAuthStandIn } from './oauth-standin';
export { renderStandInSignIn } from './sign-in-page';
