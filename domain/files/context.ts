import { anyone, staff } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { filesCommands } from './commands';
import { filesEventTypes } from './images';
import { filesDecider } from './images.decide';

/** Files (ADR 016): a visitor (the DIY board) or a user stores images under their own id only (decide: ownerOf), within the upload limit. */
export const filesContext = defineContext({
  name: 'files',
  commands: filesCommands,
  rules: {
    StoreImage: anyone,
    // A signed upload URL counts against the owner's staged allowance until confirmed or swept (decide: ownerOf, stagedLimits).
    StageUpload: anyone,
    // Only the sweeper (the system) records an unconfirmed upload deleted after its URL expired; decide refuses anyone else.
    DiscardStagedUpload: staff,
  },
  streams: [streamKind('images', 'files-', filesDecider, filesEventTypes)],
});
