import { defineReadModels } from '../projection';
import { accountsProjection } from './accounts';
import { addressesProjection } from './addresses';
import { authsProjection } from './auths';
import * as migration from './migration';
import { oauthKeysProjection } from './oauth-keys';
import { sessionsProjection } from './sessions';
import { throttleProjection } from './sign-in-throttle';

export const identityReadModels = defineReadModels({
  context: 'identity',
  projections: [accountsProjection, addressesProjection, authsProjection, sessionsProjection, throttleProjection, oauthKeysProjection],
  migrations: [
    { name: '0004_identity_read_models', up: migration.up },
    { name: '0034_accounts_blocked', up: migration.addBlocked },
  ],
});
