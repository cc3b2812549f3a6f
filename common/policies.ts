import { z } from 'zod';

export const POLICY_TYPES = ['terms', 'privacy'] as const;
export const PolicyTypeSchema = z.enum(POLICY_TYPES);
export type PolicyType = z.infer<typeof PolicyTypeSchema>;

/** The `:type` of the policy routes. */
export const PolicyParams = z.object({ type: PolicyTypeSchema });

export const PolicySchema = z.object({
  id: z.string(),
  policyType: PolicyTypeSchema,
  content: z.string(),
  version: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const UpdatePolicyBody = z.strictObject({
  content: z.string().trim().min(1, 'Policy content cannot be empty').max(200_000),
});
export type UpdatePolicyBody = z.infer<typeof UpdatePolicyBody>;
