import { z } from 'zod';
import { AppError } from './errors';

// Keyset pages of lists ordered by (created_at desc, id desc): the cursor is the last row shown.

export const encodeKeysetCursor = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}_${row.id}`;

/** The cursor's position; anything that is not exactly an ISO date (one PostgreSQL can store) and a uuid is a 400. */
export function decodeKeysetCursor(cursor: string): { createdAt: Date; id: string } {
  const [createdAt, id, ...rest] = cursor.split('_');
  if (rest.length || !z.iso.datetime().safeParse(createdAt).success || !z.uuid().safeParse(id).success) {
    throw new AppError('validation_error', 'Invalid cursor');
  }
  return { createdAt: new Date(createdAt!), id: id! };
}
