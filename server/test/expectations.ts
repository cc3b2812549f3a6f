import { expect } from 'vitest';
import type { TestApp } from './app';
import { buildStudent } from './factories';

/** At `url`, a student without a class is asked to complete the profile (409 class_required) and a visitor gets 401. */
export async function expectClassAndSignInRequired(t: TestApp, url: string) {
  const classless = await buildStudent(t, { class: null, faculty: null });
  const response = await t.get(url, { as: classless });
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toEqual({ code: 'class_required', message: 'Please update your profile with class information' });
  expect((await t.get(url)).statusCode).toBe(401);
}
