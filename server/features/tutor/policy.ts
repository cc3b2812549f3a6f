/** The AI terms of the plan in force for a student (subscription_plans of the active plan). */
export type TutorPlan = {
  /** 'admin' for administrators, who are not held to a plan. */
  name: 'free' | 'premium' | 'admin';
  aiAccess: boolean;
  /** Null means unlimited. */
  aiQuestionsPerDay: number | null;
};

/** The tutor is open to plans with ai_access (and to admins). */
export const canAskTutor = (plan: TutorPlan) => plan.name === 'admin' || plan.aiAccess;

/** The daily count applies to plans with a number of AI questions per day; null means none applies. */
export const dailyQuestionLimit = (plan: TutorPlan): number | null => (plan.name === 'admin' ? null : plan.aiQuestionsPerDay);

/** A question may be reserved while the Nepal day's count is under the plan's limit. */
export function canReserveQuestion(plan: TutorPlan, usedToday: number): boolean {
  const limit = dailyQuestionLimit(plan);
  return canAskTutor(plan) && (limit === null || usedToday < limit);
}

/** A conversation is opened, continued and deleted only by the student who started it. */
export const canOpenConversation = (userId: string, conversation: { userId: string }) => conversation.userId === userId;
