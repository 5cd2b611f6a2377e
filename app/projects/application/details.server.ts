import { z } from 'zod';
import { projectCommands } from '../../../domain/projects/commands';
import { type DetailKey, detailKeys } from '../../../domain/projects/details';
import type { Runtime } from '../../../infra/runtime';
import { parseWith } from '../../web/api.server';
import { getNeed, needIdField, type ProjectCaller } from './needs.server';

const detailField = z.enum(detailKeys as [DetailKey, ...DetailKey[]], { errorMap: () => ({ message: 'This question does not exist' }) });

/**
 * need saveDetail {needId, detail, values}: one of the questionnaire's optional
 * details (issue 23) for the caller's own project (another's: 404). An autosave
 * (`waitForReadModel: false`) does not wait for the read model; the project is then
 * read from its events.
 */
export async function saveDetail(runtime: Runtime, caller: ProjectCaller, input: unknown, options: { waitForReadModel?: boolean } = {}) {
  const { needId, detail, values } = parseWith(z.object({ needId: needIdField, detail: detailField, values: z.record(z.unknown(), { errorMap: () => ({ message: 'Please make a choice' }) }) }), input);
  await getNeed(runtime, caller, { needId });
  await runtime.execute(projectCommands.AnswerNeedDetail, { needId, detail, answer: values }, { actor: caller.actor }, { waitFor: options.waitForReadModel === false ? [] : ['projects-needs'] });
  return getNeed(runtime, caller, { needId });
}
