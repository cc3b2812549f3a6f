export { canOpenPremium } from './policy';
export { listUnsubmittedQuestionIds } from './attempts';
