export { canOpenPremium } from './policy';
export { listUnsubmittedQuestionIds } from './attempts';
export { extendDeadlinesAfterOutage } from './outage-grace';
