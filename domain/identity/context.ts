import { anyone, signedIn, staff } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { accountEventTypes } from './account';
import { accountDecider } from './account.decide';
import { identityCommands } from './commands';
import { emailClaimEventTypes } from './email-claim';
import { emailClaimDecider } from './email-claim.decide';
import { oauthKeyEventTypes } from './oauth-key';
import { oauthKeyDecider } from './oauth-key.decide';
import { sessionEventTypes } from './session';
import { sessionDecider } from './session.decide';
import { throttleEventTypes } from './sign-in-throttle';
import { throttleDecider } from './sign-in-throttle.decide';

/** Identity: visitors, clients, designers, staff, sessions, verification (ADR 005). */
export const identityContext = defineContext({
  name: 'identity',
  commands: identityCommands,
  rules: {
    // A visitor registers, signs in and resets a password with a token; the app
    // starts a session or links a provider only after checking the credentials.
    RegisterAccount: anyone,
    ClaimEmail: anyone,
    ConfirmEmailClaim: anyone,
    RequestPasswordReset: anyone,
    ResetPassword: anyone,
    StartSession: anyone,
    ReserveSignInAttempt: anyone,
    RecordSignInSuccess: anyone,
    ClearSignInFailures: anyone,
    ReceiveOAuthIdentity: anyone,
    UseOAuthKey: anyone,
    ReleaseEmail: signedIn,
    EndSession: signedIn,
    IssueActivationCode: signedIn,
    ActivateEmail: signedIn,
    UpdateProfile: signedIn,
    ChangeEmail: signedIn,
    ChangePassword: signedIn,
    SetMobile: signedIn,
    RemoveMobile: signedIn,
    SaveAddress: signedIn,
    DeleteAddress: signedIn,
    SetDefaultAddress: signedIn,
    LinkSocialAuth: signedIn,
    UnlinkSocialAuth: signedIn,
    ChangeContactPreferences: signedIn,
    CloseTip: signedIn,
    ChangeAccountRoles: staff,
    // Staff block and unblock a customer (decide: never themselves, never staff).
    BlockAccount: staff,
    UnblockAccount: staff,
  },
  streams: [
    streamKind('account', 'identity-', accountDecider, accountEventTypes),
    streamKind('e-mail claim', 'identity-email-', emailClaimDecider, emailClaimEventTypes),
    streamKind('session', 'identity-session-', sessionDecider, sessionEventTypes),
    streamKind('sign-in throttle', 'identity-throttle-', throttleDecider, throttleEventTypes),
    streamKind('social sign-in key', 'identity-oauth-', oauthKeyDecider, oauthKeyEventTypes),
  ],
});
