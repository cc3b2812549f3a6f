import { z } from 'zod';
import { AI_PROVIDER_NAMES } from './ai-providers';

export const FILL_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const API_KEY_ADDED_MESSAGE = 'API key added securely with enhanced encryption';
export const API_KEY_TOGGLED_MESSAGE = 'API key activated/deactivated';
export const API_KEY_DELETED_MESSAGE = 'API key deleted successfully';

/** A stored key as the API Keys tab lists it: never the key, only its last 4 characters. */
export const ApiKeySchema = z.object({
  id: z.string(),
  provider: z.enum(AI_PROVIDER_NAMES),
  apiKeyName: z.string(),
  lastFour: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyList = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

const required = z.string({ error: FILL_REQUIRED_FIELDS_MESSAGE }).trim().min(1, FILL_REQUIRED_FIELDS_MESSAGE);

/** POST /api/admin/api-keys: provider, key name and key are all required (seed 001 section 5). */
export const CreateApiKeyBody = z.strictObject({
  provider: z.enum(AI_PROVIDER_NAMES, { error: FILL_REQUIRED_FIELDS_MESSAGE }),
  apiKeyName: required.max(100, 'Key name must be at most 100 characters'),
  apiKey: required
    .min(8, 'The API key looks too short')
    .max(500, 'The API key must be at most 500 characters')
    .regex(/^\S+$/, 'The API key must not contain spaces'),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** PATCH /api/admin/api-keys/:id: activate or deactivate. */
export const UpdateApiKeyBody = z.strictObject({ isActive: z.boolean() });
export const ApiKeyParams = z.strictObject({ id: z.uuid('Unknown API key') });

export const ApiKeyChanged = z.object({ message: z.string(), key: ApiKeySchema });
