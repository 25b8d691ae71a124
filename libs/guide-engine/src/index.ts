export * from './guide-engine.port.js';
export * from './chunk-text.js';
export * from './create-guide-engine.js';
export { analyseDocument } from './document/analyse-document.js';
export { FIELD_LABELS, PERSONA_KIND, acknowledge, composeOfflineReply, consultationMessage, questionFor } from './offline/offline-replies.js';
export { findGoal, findVisitorKind, sentences as splitSentences } from './offline/text-rules.js';
export type { MessageIntent } from './understanding/classify-message.js';
export { tellsAboutTheProject } from './understanding/classify-message.js';
export { explanationFor } from './offline/guide-explanations.js';
export { SENTENCE_LABELS, classifySentence, contentFieldOf, mayTellTheSolution, namesTheProblem, sentenceModel } from './understanding/sentence-classifier.js';
export { STAGE_LABELS, isInferredStage } from './understanding/stage-classifier.js';
export { loadModel, packWeights } from './understanding/sentence-classifier.model.js';
export {
  evaluateSentenceModel,
  parseLabelledSentences,
  splitHeldOut,
  stageTrainingSet,
  trainSentenceModel,
  withChattyVariants,
} from './understanding/sentence-classifier.training.js';
export type { LabelledSentence } from './understanding/sentence-classifier.training.js';
export { instructedAddresses } from './understanding/screen-message.js';
