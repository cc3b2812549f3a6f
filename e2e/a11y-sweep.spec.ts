import { ADMIN_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@common/routes';
import { DEMO_ADMIN, DEMO_STUDENT, expect, readIn, seriousAxeViolations, signInViaApi, test, waitForLivePage } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Axe on every route of both route tables (common/routes.ts, which the router test keeps equal to the router), signed out,
 * as the demo student and as the demo admin, in English and Nepali, each page at 360 px and desktop width in the light and
 * the dark theme (decisions 051 and 053). One page load per role and language: the routes are opened through the app's
 * router, and width and theme change in the loaded page.
 */

// Six independent passes: spread over both workers.
test.describe.configure({ mode: 'parallel' });

type Role = 'visitor' | 'student' | 'admin';
const ROLE_ROUTES: Record<Role, readonly string[]> = { visitor: PUBLIC_ROUTES, student: SIGNED_IN_ROUTES, admin: ADMIN_ROUTES };
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
// A path of no route: the app's not-found page, rendered at once (no code to load).
const NOWHERE = '/a11y-sweep-between-routes';

/** Concrete values for the parameterised routes, read from the seeded content the student sees. */
async function seededParams(request: APIRequestContext): Promise<Record<string, string>> {
  const read = async <T>(path: string) => {
    const response = await request.get(path);
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const notes = await read<{ notes: { subject: { slug: string }; unitSlug: string }[] }>('/api/notes');
  const catalog = await read<{ subjects: { slug: string; units: { slug: string }[] }[] }>('/api/practice/subjects');
  const mockTests = await read<{ tests: { subjectSlug: string | null }[] }>('/api/mock-tests');
  const practised = catalog.subjects.find((subject) => subject.units.length > 0)!;
  return {
    '/notes/:subject/:unit': `/notes/${notes.notes[0]!.subject.slug}/${notes.notes[0]!.unitSlug}`,
    '/mcq/:subject/:unit': `/mcq/${practised.slug}/${practised.units[0]!.slug}`,
    '/mocktest/:subject': `/mocktest/${mockTests.tests.find((card) => card.subjectSlug)!.subjectSlug}`,
  };
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    localStorage.setItem('pariksha-theme', dark ? 'dark' : 'light');
  }, theme === 'dark');
  // Colours fade between the themes (transition-colors): axe must read them settled, not halfway (it once read a
  // button mid-fade as low contrast). Only transitions: spinners and pulses never finish.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
}

/** The page has finished loading: its heading is shown and nothing is busy. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `path` through the app's router as the Back and Forward buttons do (a history entry and popstate), without
 * loading the page again. The page shown before is marked; the new one has rendered once its heading is gone. Each route
 * is reached from the not-found page, since two paths of one page (/mocktest and /mock-test) keep the same heading.
 */
async function openInApp(page: Page, path: string) {
  for (const to of [NOWHERE, path]) {
    await page.evaluate((next) => {
      document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', next);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, to);
    await expect(page.locator('h1[data-left]')).toHaveCount(0);
    await settled(page);
  }
}

for (const role of ['visitor', 'student', 'admin'] as const) {
  for (const language of ['en', 'ne'] as const) {
    test(`[a11y] every ${role} route in ${language === 'en' ? 'English' : 'Nepali'}: no serious axe violation at 360 px and desktop, light and dark`, async ({ page }) => {
      // About 10 s a route on a loaded machine (decision 053), so room for more.
      test.setTimeout(ROLE_ROUTES[role].length * 40_000);
      if (role !== 'visitor') await signInViaApi(page.request, role === 'admin' ? DEMO_ADMIN : DEMO_STUDENT, role === 'admin');
      if (role === 'visitor') await page.addInitScript((value) => localStorage.setItem('pariksha-language', value), language);
      else await readIn(page, language);
      const params = role === 'student' ? await seededParams(page.request) : {};
      const found: string[] = [];
      for (const [index, route] of ROLE_ROUTES[role].entries()) {
        const path = params[route] ?? route;
        expect(path, 'every parameterised route has a seeded value').not.toContain(':');
        if (index === 0) {
          await page.goto(path);
          await settled(page);
          await waitForLivePage(page); // the next routes are opened through the app's router
        } else {
          await openInApp(page, path);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // A toast belongs to the moment, not the page: the reset page's "link invalid" toast fades out on its own 4 s
        // timer, and axe once read it halfway through that fade, on the next route, as low contrast.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          for (const theme of ['light', 'dark'] as const) {
            await setTheme(page, theme);
            await settled(page);
            // The theme changes colours only: in dark the colour rules run, the others already ran on this page in light.
            const rules = theme === 'light' ? 'all' : 'colour';
            found.push(...(await seriousAxeViolations(page, rules)).map((violation) => `${language} ${theme} ${size.width}px ${path}: ${violation}`));
          }
        }
      }
      // The demo accounts read English again for the journeys that follow in this worker.
      if (role !== 'visitor' && language === 'ne') await readIn(page, 'en');
      expect(found).toEqual([]);
    });
  }
}
