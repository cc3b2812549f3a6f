import { UPGRADE_PATH } from '@common/practice';
import {
  detectQuestionLanguage,
  TUTOR_MESSAGES,
  type AskQuestionBody,
  type TutorLanguage,
  type TutorMessage,
  type TutorStreamEvent,
} from '@common/tutor';
import { providerBaseUrl, ProviderError, streamProviderAnswer } from '../../platform/ai';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { WarningLog } from '../../platform/log';
import { countAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { listUsableAiProviders, type UsableAiProvider } from '../settings/service';
import { loadChatHistory, openConversationFor, publishTutorChange, saveMessage } from './conversations';
import { canAskTutor, dailyQuestionLimit } from './policy';
import { buildMessages, buildSystemPrompt } from './prompt';
import { loadStudyAccess, retrieveStudyMaterial, toSource, type Retrieval } from './retrieval';
import { loadPlanTerms, readTutorUsage, refundQuestion, reserveQuestion, type PlanTerms, type Reservation } from './usage';

type AnswerDeps = Deps<'db' | 'clock' | 'events' | 'config' | 'secrets'>;

const MINUTE = 60_000;
/** Against abuse (premium is unlimited): 30 questions per 10 minutes, then a 30-minute pause past 60. */
export const QUESTION_RATE_LIMIT: RateLimitRule = { maxAttempts: 30, windowMs: 10 * MINUTE, lockAfterAttempts: 60, lockoutMs: 30 * MINUTE };

/** A question accepted for answering: saved, grounded, and counted when a provider will answer it. */
type PreparedQuestion = {
  auth: AuthContext;
  plan: PlanTerms;
  conversationId: string;
  question: TutorMessage;
  language: TutorLanguage;
  retrieval: Retrieval;
  providers: UsableAiProvider[];
  reservation: Reservation | null;
};

/**
 * Everything that may refuse a question, before the answer starts streaming: the plan's AI access (403 with the
 * upgrade path), the abuse limit, the conversation's owner, and, when an AI provider will answer, the day's
 * quota (429), reserved atomically. Then the study material is retrieved and the question saved.
 */
async function prepareQuestion(deps: AnswerDeps, auth: AuthContext, body: AskQuestionBody): Promise<PreparedQuestion> {
  const plan = await loadPlanTerms(deps, auth);
  if (!canAskTutor(plan)) throw new AppError('ai_access_required', TUTOR_MESSAGES.noAccess, 403, { upgradeUrl: UPGRADE_PATH });
  const access = await loadStudyAccess(deps, auth, plan);
  const decision = await countAttempt(deps, `tutor:${auth.userId}`, QUESTION_RATE_LIMIT);
  if (!decision.allowed) throw new AppError('rate_limited', TUTOR_MESSAGES.tooFast);

  const conversationId = await openConversationFor(deps, auth.userId, body.conversationId, body.question);
  const providers = await listUsableAiProviders(deps);
  let reservation: Reservation | null = null;
  if (providers.length > 0) {
    reservation = await reserveQuestion(deps, auth.userId, plan);
    if (!reservation) {
      throw new AppError('quota_exceeded', TUTOR_MESSAGES.dailyLimit(dailyQuestionLimit(plan) ?? 0), 429, { upgradeUrl: UPGRADE_PATH });
    }
  }
  try {
    const language = body.language === 'auto' ? detectQuestionLanguage(body.question) : body.language;
    const retrieval = await retrieveStudyMaterial(deps, access, body.question);
    const question = await saveMessage(deps, conversationId, {
      role: 'student',
      content: body.question,
      language,
      topic: retrieval.topic?.name ?? null,
      topicSubjectId: retrieval.topic?.subjectId ?? null,
    });
    return { auth, plan, conversationId, question, language, retrieval, providers, reservation };
  } catch (error) {
    if (reservation) await refundQuestion(deps, reservation);
    throw error;
  }
}

/**
 * The answer, as stream events: from the first configured provider that answers (the next one takes over when
 * one fails), grounded in the retrieved passages; when none is configured or every one fails, the passages and
 * related practice questions themselves, labelled as study material. The reserved question is given back unless
 * a provider's answer reached the student. `signal` aborts the provider call when the student goes away.
 */
async function* streamAnswer(deps: AnswerDeps, prepared: PreparedQuestion, signal: AbortSignal, log: WarningLog): AsyncGenerator<TutorStreamEvent> {
  const { auth, conversationId, retrieval, providers } = prepared;
  let reservation = prepared.reservation;
  const giveBack = async () => {
    if (reservation) await refundQuestion(deps, reservation);
    reservation = null;
  };
  const finish = async (message: Parameters<typeof saveMessage>[2]) => {
    const answer = await saveMessage(deps, conversationId, message);
    await publishTutorChange(deps, auth.userId, conversationId);
    return { type: 'done', answer, usage: await readTutorUsage(deps, auth.userId, prepared.plan) } as const;
  };
  const sources = retrieval.passages.map((passage, index) => toSource(passage, index + 1, false));
  // Study-material answers show the notes' and formulas' text; practice questions are listed by wording only.
  const materialSources = retrieval.passages.map((passage, index) => toSource(passage, index + 1, true)).filter((source) => source.kind !== 'mcq');

  try {
    yield {
      type: 'start',
      conversationId,
      question: prepared.question,
      answerSource: providers.length ? 'ai' : 'study_material',
      sources: providers.length ? sources : materialSources,
    };
    if (providers.length > 0) {
      const system = buildSystemPrompt({ studentClass: auth.class, language: prepared.language }, retrieval.passages);
      const messages = buildMessages(await loadChatHistory(deps, conversationId), prepared.question.content);
      for (const provider of providers) {
        const answered = { role: 'tutor', language: prepared.language, answerSource: 'ai', provider: provider.provider, model: provider.model, sources } as const;
        let text = '';
        try {
          for await (const piece of streamProviderAnswer({
            provider: provider.provider,
            baseUrl: providerBaseUrl(deps.config, provider.provider),
            apiKey: provider.apiKey,
            model: provider.model,
            maxTokens: provider.maxTokens,
            system,
            messages,
            signal,
            timeoutMs: deps.config.AI_TIMEOUT_MS,
          })) {
            text += piece;
            yield { type: 'delta', text: piece };
          }
          reservation = null;
          yield await finish({ ...answered, content: text });
          return;
        } catch (error) {
          if (signal.aborted) {
            // The student left: an answer that had started reaching them counts; one that had not does not.
            if (text) {
              reservation = null;
              await finish({ ...answered, content: text, status: 'interrupted' });
            }
            return;
          }
          const failure = error instanceof ProviderError ? error : new ProviderError('network', 'unexpected failure');
          // The provider's message may quote the request: log the kind and status only.
          log.warn({ provider: provider.provider, failure: failure.failure, status: failure.status }, 'AI provider failed to answer');
          if (text) yield { type: 'reset' };
        }
      }
      await giveBack();
      yield { type: 'notice', code: 'provider_failed', message: TUTOR_MESSAGES.providerFailed };
    }
    yield await finish({
      role: 'tutor',
      content: '',
      language: prepared.language,
      answerSource: 'study_material',
      sources: materialSources,
      relatedQuestions: retrieval.relatedQuestions,
    });
  } finally {
    await giveBack();
  }
}

/**
 * Asks the tutor: refuses now (as an ordinary error answer) what may not be asked, else returns the answer to
 * stream, which runs when read and stops the provider call when `signal` aborts.
 */
export async function askQuestion(deps: AnswerDeps, auth: AuthContext, body: AskQuestionBody) {
  const prepared = await prepareQuestion(deps, auth, body);
  return { stream: (signal: AbortSignal, log: WarningLog) => streamAnswer(deps, prepared, signal, log) };
}
