import { uploadBucket } from '~/files/application/uploads.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET file/getUploadUrl/moodBoardImageBucket: the bucket mood-board images go to (part 2 §7: data is its name). */
export const loader = sessionApiCall(async ({ context }) => uploadBucket(context.runtime));
export const action = loader;
