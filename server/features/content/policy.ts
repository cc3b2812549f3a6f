import { canSeeSubject, type ContentClass, type Role, type ScopedSubject, type StudentClass } from '@common/academics';

export type NotesAccessLevel = 'full' | 'limited';

/** Who is asking for study material, with what their profile and plan allow. */
export type Viewer = {
  userId: string;
  role: Role;
  studentClass: StudentClass;
  /** The class whose material they study (entrance students follow Class 12). */
  contentClass: ContentClass;
  /** The faculty whose subject list limits Class 12 material; null when every subject applies. */
  faculty: string | null;
  /** Active premium (plan premium, expiry in the future) or an admin. */
  hasPremium: boolean;
};

/** Notes of either class may be browsed (the class filter), within the faculty's subjects. */
export function canSeeNote(viewer: Pick<Viewer, 'faculty'>, note: { subject: ScopedSubject }): boolean {
  return canSeeSubject(viewer, note.subject);
}

/**
 * A note's content and PDF: free notes for all, premium notes when the notes_access_level of the plan in force
 * is 'full' (on the free plan it is 'limited').
 */
export function canReadNote(viewer: { notesAccess: NotesAccessLevel }, note: { isPremium: boolean }): boolean {
  return !note.isPremium || viewer.notesAccess === 'full';
}

/** Past papers, formulas and repeated questions follow the viewer's own class and faculty. */
export function canSeeClassMaterial(viewer: Pick<Viewer, 'contentClass' | 'faculty'>, item: { class: string; subject: ScopedSubject }): boolean {
  return item.class === viewer.contentClass && canSeeSubject(viewer, item.subject);
}

/** A past paper's PDF, solution and question wordings: free papers for all, premium papers with active premium. */
export function canOpenPastPaper(viewer: Pick<Viewer, 'hasPremium'>, paper: { isPremium: boolean }): boolean {
  return !paper.isPremium || viewer.hasPremium;
}

/**
 * Everything about a viewer that changes a shared content list: what they may open (admin, premium or free: a key
 * without it would hand a premium answer to a free student), their class and their faculty (decision 071).
 */
export function listKeyOf(viewer: Viewer): string {
  const access = viewer.role === 'admin' ? 'admin' : viewer.hasPremium ? 'premium' : 'free';
  return `${access}|${viewer.studentClass}|${viewer.faculty ?? ''}`;
}
