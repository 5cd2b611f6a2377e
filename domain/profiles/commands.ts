import { defineCommand } from '../shared/command-definition';
import { chooseDesignerSchema, designerChoiceDecider, designerChoiceStream } from './designer-choice';
import { handleStream } from './handle';
import { deletePostSchema, postDecider, postStream, publishPostSchema } from './post';
import { profileDecider, profileStream, saveProfileSchema } from './profile';
import { handleDecider, releaseHandleSchema, reserveHandleSchema } from './reservation';

export const profilesCommands = {
  ReserveHandle: defineCommand({ type: 'ReserveHandle', schema: reserveHandleSchema, streamId: (d: { handle: string }) => handleStream(d.handle), decider: handleDecider }),
  ReleaseHandle: defineCommand({ type: 'ReleaseHandle', schema: releaseHandleSchema, streamId: (d: { handle: string }) => handleStream(d.handle), decider: handleDecider }),
  SaveProfile: defineCommand({ type: 'SaveProfile', schema: saveProfileSchema, streamId: (d: { userId: string }) => profileStream(d.userId), decider: profileDecider }),
  PublishPost: defineCommand({ type: 'PublishPost', schema: publishPostSchema, streamId: (d: { postId: string }) => postStream(d.postId), decider: postDecider }),
  DeletePost: defineCommand({ type: 'DeletePost', schema: deletePostSchema, streamId: (d: { postId: string }) => postStream(d.postId), decider: postDecider }),
  ChooseDesigner: defineCommand({ type: 'ChooseDesigner', schema: chooseDesignerSchema, streamId: (d: { needId: string }) => designerChoiceStream(d.needId), decider: designerChoiceDecider }),
};
