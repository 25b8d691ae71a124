import type { QuestionnaireConfig, UploadedFileRef } from '@intake/contracts';
import { fromPromise } from 'xstate';
import { questionnaireMachine } from '../questionnaire.machine.js';
import type {
  LoadConfigInput,
  OpenSessionOutput,
  SessionFilesInput,
  SubmitQuestionnaireInput,
  SubmitQuestionnaireOutput,
  UploadFileInput,
} from '../questionnaire.types.js';

const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => undefined));

/** The machine with actors that never settle: a test sends their replies itself. */
export const quietQuestionnaireMachine = questionnaireMachine.provide({
  actors: {
    openSession: never<OpenSessionOutput, void>(),
    loadConfig: never<QuestionnaireConfig, LoadConfigInput>(),
    uploadFile: never<UploadedFileRef, UploadFileInput>(),
    sessionFiles: never<UploadedFileRef[], SessionFilesInput>(),
    submitQuestionnaire: never<SubmitQuestionnaireOutput, SubmitQuestionnaireInput>(),
  },
});
