import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteCard, NotesResponse } from '@common/content';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { NotesPage } from './notes-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = { user: buildSessionUser() };

const note = (overrides: Partial<NoteCard>): NoteCard => ({
  id: crypto.randomUUID(),
  title: 'A note',
  description: 'What it covers',
  class: '12',
  subject: { slug: 'physics', name: 'Physics', class: '12' },
  unit: 'Electrostatics',
  unitSlug: 'electrostatics',
  difficulty: 'Medium',
  topics: ['One'],
  downloads: 10,
  rating: 4.5,
  pages: 2,
  hasPdf: true,
  isPremium: false,
  locked: false,
  createdAt: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

const gauss = note({ title: "Gauss's Law", topics: ['Electric flux', "Gauss's law", 'Line charge', 'Plane sheet'], hasPdf: false });
const optics = note({ title: 'Lenses', unit: 'Optics', unitSlug: 'optics', isPremium: true, locked: true });

const answer = (notes: NoteCard[]): NotesResponse => ({
  viewer: { contentClass: '12', faculty: 'science', isPremium: false },
  classFilter: '12',
  subjects: [
    { slug: 'physics', name: 'Physics', class: '12' },
    { slug: 'chemistry', name: 'Chemistry', class: '12' },
  ],
  total: notes.length,
  notes,
});

describe('NotesPage', () => {
  it('shows the title with the faculty, the count, topic overflow, locked cards and the upgrade banner', async () => {
    stubApi({ 'GET /api/auth/session': () => json(200, session), 'GET /api/notes': () => json(200, answer([gauss, optics])) });
    renderWithProviders(<NotesPage />);
    expect(await screen.findByText('Found 2 notes')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Study Notes - Class 12 (Science)' })).toBeTruthy();
    expect(screen.getByText('+1 more')).toBeTruthy();
    expect(screen.getByText('Unlock everything with Premium')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Required' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'View Online' }).getAttribute('href')).toBe(`/notes/physics/electrostatics?note=${gauss.id}`);
    expect((screen.getByRole('button', { name: 'No PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All Subjects', 'Physics', 'Chemistry', 'All Classes', 'Class 10', 'Class 12']);
  });

  it('searches after the student pauses typing and shows the new count', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/session': () => json(200, session),
      'GET /api/notes': (_init, url) => json(200, answer(url.includes('search=gauss') ? [gauss] : [gauss, optics])),
    });
    renderWithProviders(<NotesPage />);
    await screen.findByText('Found 2 notes');
    fireEvent.change(screen.getByLabelText('Search notes'), { target: { value: 'gauss' } });
    expect(await screen.findByText('Found 1 note', undefined, { timeout: 2000 })).toBeTruthy();
    const searches = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/notes?'));
    expect(searches).toEqual(['/api/notes?search=gauss']);
  });

  it('asks for a class on the profile when the server says one is missing', async () => {
    stubApi({
      'GET /api/auth/session': () => json(200, { user: { ...session.user, class: null, faculty: null } }),
      'GET /api/notes': () => json(409, { error: { code: 'class_required', message: 'Please update your profile with class information' } }),
    });
    renderWithProviders(<NotesPage />);
    expect(await screen.findByRole('heading', { name: 'Please update your profile with class information' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe('/profile'));
  });
});
