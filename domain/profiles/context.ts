import { signedIn } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { profilesCommands } from './commands';
import { designerChoiceDecider, designerChoiceEventTypes } from './designer-choice';
import { postDecider, postEventTypes } from './post';
import { profileDecider, profileEventTypes } from './profile';
import { handleDecider, handleEventTypes } from './reservation';

/**
 * Profiles (issue 24): public handles (reserved one stream per handle, ADR
 * 044), profiles (handle, bio, public or not), posts (a room photo with
 * tagged products) and the designer a client chooses by portfolio. Every
 * command is the signed-in user's own (decide checks who acts).
 */
export const profilesContext = defineContext({
  name: 'profiles',
  commands: profilesCommands,
  rules: {
    ReserveHandle: signedIn,
    ReleaseHandle: signedIn,
    SaveProfile: signedIn,
    PublishPost: signedIn,
    DeletePost: signedIn,
    ChooseDesigner: signedIn,
  },
  streams: [
    streamKind('handle', 'handle-', handleDecider, handleEventTypes),
    streamKind('profile', 'profile-', profileDecider, profileEventTypes),
    streamKind('post', 'post-', postDecider, postEventTypes),
    streamKind('designer choice', 'designer-choice-', designerChoiceDecider, designerChoiceEventTypes),
  ],
});
