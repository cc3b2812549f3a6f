import { z } from 'zod';

export const TUTOR_LANGUAGES = ['en', 'ne'] as const;
export type TutorLanguage = (typeof TUTOR_LANGUAGES)[number];
export const TutorLanguageSchema = z.enum(TUTOR_LANGUAGES);

/** The longest question a student may send. */
export const MAX_QUESTION_LENGTH = 2000;

const DEVANAGARI = /[\u0900-\u097F]/gu;
const LETTER = /\p{L}/gu;

/** The language a question is written in: Nepali when most of its letters are Devanagari, else English. */
export function detectQuestionLanguage(text: string): TutorLanguage {
  const letters = text.match(LETTER)?.length ?? 0;
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  return letters > 0 && devanagari / letters >= 0.4 ? 'ne' : 'en';
}

/** POST /api/tutor/questions: the answer streams back as NDJSON (TutorStreamEvent per line). */
export const AskQuestionBody = z.strictObject({
  conversationId: z.uuid('Not a valid conversation id').optional(),
  question: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, 'Please type a question')
    .max(MAX_QUESTION_LENGTH, `A question may be at most ${MAX_QUESTION_LENGTH} characters`),
  /** 'auto' answers in the language of the question. */
  language: z.enum(['auto', ...TUTOR_LANGUAGES]).default('auto'),
});
export type AskQuestionBody = z.infer<typeof AskQuestionBody>;

export const SOURCE_KINDS = ['note', 'formula', 'mcq'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** A passage of our study material that an answer is grounded in, with the page that shows it. */
export const TutorSourceSchema = z.object({
  /** The number the answer cites it by: [1], [2]… */
  number: z.number().int().positive(),
  kind: z.enum(SOURCE_KINDS),
  id: z.uuid(),
  title: z.string(),
  heading: z.string().nullable(),
  subjectName: z.string(),
  /** A site path: the note's unit page, the formula bank searched for it, or the unit's practice page. */
  href: z.string(),
  /** The passage itself (Markdown), kept for answers written from the study materials. */
  excerpt: z.string().nullable(),
});
export type TutorSource = z.infer<typeof TutorSourceSchema>;

/** A practice question related to the question asked (its wording only: the answer is for practising). */
export const RelatedQuestionSchema = z.object({ id: z.uuid(), question: z.string(), subjectName: z.string(), href: z.string() });
export type RelatedQuestion = z.infer<typeof RelatedQuestionSchema>;

export const ANSWER_SOURCES = ['ai', 'study_material'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const TutorMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['student', 'tutor']),
  content: z.string(),
  language: TutorLanguageSchema,
  /** For tutor messages: written by an AI provider, or gathered from the study materials. */
  answerSource: z.enum(ANSWER_SOURCES).nullable(),
  /** 'interrupted' when the student stopped the answer or the connection dropped. */
  status: z.enum(['complete', 'interrupted']),
  sources: z.array(TutorSourceSchema),
  relatedQuestions: z.array(RelatedQuestionSchema),
  createdAt: z.iso.datetime(),
});
export type TutorMessage = z.infer<typeof TutorMessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  messageCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListResponse = z.object({ conversations: z.array(ConversationSummarySchema) });
export type ConversationListResponse = z.infer<typeof ConversationListResponse>;

export const ConversationResponse = ConversationSummarySchema.extend({ messages: z.array(TutorMessageSchema) });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

export const TutorUsageSchema = z.object({
  /** Whether the plan in force includes the AI tutor (subscription_plans.ai_access). */
  hasAccess: z.boolean(),
  plan: z.enum(['free', 'premium', 'admin']),
  /** AI answers counted this Nepal day. */
  used: z.number().int().nonnegative(),
  /** ai_questions_per_day of the plan in force; null means unlimited. */
  limit: z.number().int().nonnegative().nullable(),
  /** When the count starts again: the end of the Nepal calendar day. */
  resetsAt: z.iso.datetime(),
});
export type TutorUsage = z.infer<typeof TutorUsageSchema>;

export const PopularTopicSchema = z.object({ topic: z.string(), subjectName: z.string(), questionCount: z.number().int() });
export type PopularTopic = z.infer<typeof PopularTopicSchema>;

/** GET /api/tutor/summary: the usage card, popular topics and whether an AI provider is configured. */
export const TutorSummaryResponse = z.object({
  usage: TutorUsageSchema,
  popularTopics: z.array(PopularTopicSchema),
  aiAvailable: z.boolean(),
});
export type TutorSummaryResponse = z.infer<typeof TutorSummaryResponse>;

/** One line of the answer stream. */
export const TutorStreamEventSchema = z.discriminatedUnion('type', [
  /** First line: the conversation, the saved question and the passages the answer is grounded in. */
  z.object({
    type: z.literal('start'),
    conversationId: z.uuid(),
    question: TutorMessageSchema,
    answerSource: z.enum(ANSWER_SOURCES),
    sources: z.array(TutorSourceSchema),
  }),
  /** Text the provider has written, in order. */
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** A provider failed after writing some text: drop it, another provider or the study materials follow. */
  z.object({ type: z.literal('reset') }),
  /** Every configured provider failed: what happened, and that the answer comes from the study materials. */
  z.object({ type: z.literal('notice'), code: z.string(), message: z.string() }),
  /** Last line: the answer as saved, and the usage after it. */
  z.object({ type: z.literal('done'), answer: TutorMessageSchema, usage: TutorUsageSchema }),
]);
export type TutorStreamEvent = z.infer<typeof TutorStreamEventSchema>;

export const TUTOR_MESSAGES = {
  noAccess: 'Your plan does not include the AI Tutor. Upgrade to Premium to ask questions.',
  dailyLimit: (limit: number) => `You have used all ${limit} AI questions for today. Upgrade to Premium for unlimited questions, or come back tomorrow.`,
  tooFast: 'You are asking questions too quickly. Please wait a few minutes and try again.',
  providerFailed: 'The AI tutor could not answer right now, so here is what our study materials say. This question was not counted.',
} as const;
