import type { Projection } from '../projection';
import { accountsProjection } from './accounts';
import { addressesProjection } from './addresses';
import { authsProjection } from './auths';
import { oauthKeysProjection } from './oauth-keys';
import { sessionsProjection } from './sessions';
import { throttleProjection } from './sign-in-throttle';

export const identityProjections: Projection[] = [
  accountsProjection,
  addressesProjection,
  authsProjection,
  sessionsProjection,
  throttleProjection,
  oauthKeysProjection,
];
