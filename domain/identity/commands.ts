import { defineCommand } from '../shared/command-definition';
import { accountStream } from './account';
import * as account from './account.decide';
import { emailClaimStream } from './email-claim';
import * as claim from './email-claim.decide';
import { oauthKeyStream } from './oauth-key';
import * as oauth from './oauth-key.decide';
import { sessionStream } from './session';
import * as session from './session.decide';
import { throttleStream } from './sign-in-throttle';
import * as throttle from './sign-in-throttle.decide';

const acc = <T extends account.AccountCommand['type']>(type: T, schema: (typeof schemas)[T]) =>
  defineCommand({ type, schema, streamId: (d: { userId: string }) => accountStream(d.userId), decider: account.accountDecider });

const schemas = {
  RegisterAccount: account.registerAccountSchema,
  IssueActivationCode: account.issueActivationCodeSchema,
  ActivateEmail: account.activateEmailSchema,
  UpdateProfile: account.updateProfileSchema,
  ChangeEmail: account.changeEmailSchema,
  ChangePassword: account.changePasswordSchema,
  RequestPasswordReset: account.requestPasswordResetSchema,
  ResetPassword: account.resetPasswordSchema,
  SetMobile: account.setMobileSchema,
  RemoveMobile: account.removeMobileSchema,
  SaveAddress: account.saveAddressSchema,
  DeleteAddress: account.deleteAddressSchema,
  SetDefaultAddress: account.setDefaultAddressSchema,
  LinkSocialAuth: account.linkSocialAuthSchema,
  UnlinkSocialAuth: account.unlinkSocialAuthSchema,
  ChangeContactPreferences: account.changeContactPreferencesSchema,
  CloseTip: account.closeTipSchema,
  ChangeAccountRoles: account.changeAccountRolesSchema,
  BlockAccount: account.blockAccountSchema,
  UnblockAccount: account.unblockAccountSchema,
} as const;

export const identityCommands = {
  RegisterAccount: acc('RegisterAccount', schemas.RegisterAccount),
  IssueActivationCode: acc('IssueActivationCode', schemas.IssueActivationCode),
  ActivateEmail: acc('ActivateEmail', schemas.ActivateEmail),
  UpdateProfile: acc('UpdateProfile', schemas.UpdateProfile),
  ChangeEmail: acc('ChangeEmail', schemas.ChangeEmail),
  ChangePassword: acc('ChangePassword', schemas.ChangePassword),
  RequestPasswordReset: acc('RequestPasswordReset', schemas.RequestPasswordReset),
  ResetPassword: acc('ResetPassword', schemas.ResetPassword),
  SetMobile: acc('SetMobile', schemas.SetMobile),
  RemoveMobile: acc('RemoveMobile', schemas.RemoveMobile),
  SaveAddress: acc('SaveAddress', schemas.SaveAddress),
  DeleteAddress: acc('DeleteAddress', schemas.DeleteAddress),
  SetDefaultAddress: acc('SetDefaultAddress', schemas.SetDefaultAddress),
  LinkSocialAuth: acc('LinkSocialAuth', schemas.LinkSocialAuth),
  UnlinkSocialAuth: acc('UnlinkSocialAuth', schemas.UnlinkSocialAuth),
  ChangeContactPreferences: acc('ChangeContactPreferences', schemas.ChangeContactPreferences),
  CloseTip: acc('CloseTip', schemas.CloseTip),
  ChangeAccountRoles: acc('ChangeAccountRoles', schemas.ChangeAccountRoles),
  BlockAccount: acc('BlockAccount', schemas.BlockAccount),
  UnblockAccount: acc('UnblockAccount', schemas.UnblockAccount),
  ClaimEmail: defineCommand({ type: 'ClaimEmail', schema: claim.claimEmailSchema, streamId: (d) => emailClaimStream(d.email), decider: claim.emailClaimDecider }),
  ConfirmEmailClaim: defineCommand({ type: 'ConfirmEmailClaim', schema: claim.confirmEmailClaimSchema, streamId: (d) => emailClaimStream(d.email), decider: claim.emailClaimDecider }),
  ReleaseEmail: defineCommand({ type: 'ReleaseEmail', schema: claim.releaseEmailSchema, streamId: (d) => emailClaimStream(d.email), decider: claim.emailClaimDecider }),
  StartSession: defineCommand({ type: 'StartSession', schema: session.startSessionSchema, streamId: (d) => sessionStream(d.sessionId), decider: session.sessionDecider }),
  EndSession: defineCommand({ type: 'EndSession', schema: session.endSessionSchema, streamId: (d) => sessionStream(d.sessionId), decider: session.sessionDecider }),
  ReserveSignInAttempt: defineCommand({ type: 'ReserveSignInAttempt', schema: throttle.reserveSignInAttemptSchema, streamId: (d) => throttleStream(d.key), decider: throttle.throttleDecider }),
  RecordSignInSuccess: defineCommand({ type: 'RecordSignInSuccess', schema: throttle.signInAttemptSucceededSchema, streamId: (d) => throttleStream(d.key), decider: throttle.throttleDecider }),
  ClearSignInFailures: defineCommand({ type: 'ClearSignInFailures', schema: throttle.clearSignInFailuresSchema, streamId: (d) => throttleStream(d.key), decider: throttle.throttleDecider }),
  ReceiveOAuthIdentity: defineCommand({ type: 'ReceiveOAuthIdentity', schema: oauth.receiveOAuthIdentitySchema, streamId: (d) => oauthKeyStream(d.keyHash), decider: oauth.oauthKeyDecider }),
  UseOAuthKey: defineCommand({ type: 'UseOAuthKey', schema: oauth.useOAuthKeySchema, streamId: (d) => oauthKeyStream(d.keyHash), decider: oauth.oauthKeyDecider }),
};
