import type { TutorSummaryResponse } from '@common/tutor';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { listUsableAiProviders } from '../settings/service';
import { listPopularTopics } from './conversations';
import { loadStudyAccess } from './retrieval';
import { loadPlanTerms, readTutorUsage } from './usage';

/** The tutor page's side panel: the usage card, popular topics among the student's subjects, and whether AI answers. */
export async function readTutorSummary(deps: Deps<'db' | 'clock' | 'secrets'>, auth: AuthContext): Promise<TutorSummaryResponse> {
  const plan = await loadPlanTerms(deps, auth);
  const access = await loadStudyAccess(deps, auth, plan);
  const [usage, popularTopics, providers] = await Promise.all([
    readTutorUsage(deps, auth.userId, plan),
    listPopularTopics(deps, access),
    listUsableAiProviders(deps),
  ]);
  return { usage, popularTopics, aiAvailable: providers.length > 0 };
}
