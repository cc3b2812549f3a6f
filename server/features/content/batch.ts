import { AppError } from '../../platform/errors';

/**
 * What an item brings from where it lived before (the demo seed's statistics, or another platform's export): no
 * form sets these, so only a batch import takes them.
 */
export type ImportedHistory = { createdAt: Date; downloads: number; rating?: number };

// One INSERT per this many rows keeps each statement well under PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 500;

/** The rows of a multi-row INSERT, cut into statements of at most INSERT_BATCH rows, in order. */
export function insertChunks<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) chunks.push(rows.slice(start, start + INSERT_BATCH));
  return chunks;
}

/**
 * Checks every item of a batch before anything is written. With several items a refusal names the one refused
 * (`"Title": message`); a single item's refusal reads exactly as the form's.
 */
export async function checkEach<T>(items: T[], nameOf: (item: T) => string, check: (item: T) => Promise<unknown>) {
  for (const item of items) {
    try {
      await check(item);
    } catch (error) {
      if (items.length > 1 && error instanceof AppError) throw new AppError(error.code, `"${nameOf(item)}": ${error.message}`, error.status, error.details);
      throw error;
    }
  }
}
