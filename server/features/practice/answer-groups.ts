import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { CommitGroups } from './commit-groups';

/** One answer save as the group statement takes it (the answer is the letter shown; null clears). */
export type AnswerSave = {
  userId: string;
  attemptId: string;
  position: number;
  setsAnswer: boolean;
  answer: string | null;
  isMarkedForReview: boolean | null;
  timeSpentMs: number;
  /** The save's own clock reading and deadline cutoff (deadline plus grace must not be before it). */
  now: Date;
  cutoff: Date;
};

/** The question's row after the save; null when the save was refused (not the owner's, not open, too late, no such question). */
export type SavedRow = { position: number; optionOrder: string; chosenAnswer: string | null; isMarkedForReview: boolean; timeSpentMs: number };

const questionKey = (save: AnswerSave) => `${save.attemptId}:${save.position}`;

/**
 * Writes a group of saves in one statement, hence one commit. It locks the open attempts in id order (so two groups
 * touching the same attempts cannot deadlock, and a save is ordered against a grading that holds the lock), then
 * per save checks the owner and the deadline with grace (each with its own clock reading), moves each attempt's
 * current position to its last save in the group, and updates each question. Rows come back for the saves that
 * landed, by their place in the group. A group holds at most one save per question (see takeGroup).
 */
async function writeGroup(db: Database, saves: AnswerSave[]) {
  const input = JSON.stringify(
    saves.map((save, ord) => ({
      ord,
      attempt_id: save.attemptId,
      user_id: save.userId,
      position: save.position,
      sets_answer: save.setsAnswer,
      answer: save.answer,
      marked: save.isMarkedForReview,
      time_spent: save.timeSpentMs,
      saved_at: save.now.toISOString(),
      cutoff: save.cutoff.toISOString(),
    })),
  );
  const rows = await selectRows<{ ord: number } & SavedRow>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(ord int, attempt_id uuid, user_id uuid, position int,
            sets_answer boolean, answer text, marked boolean, time_spent int, saved_at timestamptz, cutoff timestamptz)
        ),
        locked as (
          select a.id, a.user_id, a.deadline_at from attempts a
          where a.id in (select attempt_id from input) and a.status = 'in_progress'
          order by a.id
          for update
        ),
        accepted as (
          select i.* from input i join locked l on l.id = i.attempt_id
          where l.user_id = i.user_id and (l.deadline_at is null or l.deadline_at >= i.cutoff)
            and exists (select 1 from attempt_answers q where q.attempt_id = i.attempt_id and q.position = i.position)
        ),
        moved as (
          update attempts a set current_position = last.position
          from (select distinct on (attempt_id) attempt_id, position from accepted order by attempt_id, ord desc) last
          where a.id = last.attempt_id
        )
        update attempt_answers aa set
          -- The student names the letter shown; the row keeps the bank's letter at that place of the option order.
          chosen_answer = case when v.sets_answer then substr(aa.option_order, ascii(v.answer) - 64, 1) else aa.chosen_answer end,
          answered_at = case when v.sets_answer then v.saved_at else aa.answered_at end,
          is_marked_for_review = coalesce(v.marked, aa.is_marked_for_review),
          time_spent_ms = greatest(aa.time_spent_ms, v.time_spent),
          is_visited = true
        from accepted v
        where aa.attempt_id = v.attempt_id and aa.position = v.position
        returning v.ord as "ord", aa.position as "position", aa.option_order as "optionOrder", aa.chosen_answer as "chosenAnswer",
          aa.is_marked_for_review as "isMarkedForReview", aa.time_spent_ms as "timeSpentMs"`,
  );
  const byOrd = new Map(rows.map(({ ord, ...row }) => [Number(ord), row]));
  return saves.map((_, ord) => byOrd.get(ord) ?? null);
}

/**
 * Answer saves of one instance, written in groups (commit-groups.ts): a group holds at most one save per question,
 * and a later save of a question waits until the earlier one is committed, so arrival order wins.
 */
export class AnswerGroups extends CommitGroups<AnswerSave, SavedRow | null> {
  constructor(db: Database) {
    super({ write: (saves) => writeGroup(db, saves), keyOf: questionKey, maxInFlight: 4, maxSize: 250 });
  }

  save(save: AnswerSave): Promise<SavedRow | null> {
    return this.submit(save);
  }
}
