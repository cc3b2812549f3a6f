import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CreatePaymentBody,
  CreatePaymentResponse,
  FreePlanResponse,
  OfferedGatewayListResponse,
  PaymentListResponse,
  PaymentParams,
  PaymentSchema,
} from '@common/billing';
import { PlanListResponse } from '@common/plans';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { countIpAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { createPayment } from './checkout';
import { listOfferedGateways } from './gateway-settings';
import { getOwnPayment, listOwnPayments, recheckOwnPayment } from './payments';
import { activateFreePlan, listActivePlans } from './plans';
import { renderReceipt } from './receipts';
import { handleEsewaFailure, handleEsewaSuccess, handleFonepayReturn, handleKhaltiReturn } from './returns';

const tags = ['billing'];
/** Where a gateway return sends the browser next (303 to /payment). */
const ReturnRedirect = { 303: z.null().describe('Redirect to /payment with the payment id') };
/**
 * Gateway returns come by GET from the gateway's page, perhaps without our session cookie (SameSite=Lax) and
 * while maintenance is on: the payment is found by its own id and settled anyway.
 */
const returnConfig = { maintenanceExempt: true, csrfExempt: true } as const;
/**
 * Returns per client address: a person comes back from a gateway a few times an hour, while each unproven return
 * writes a security event, so a script replaying them meets 429 (a real payment is settled by reconciliation anyway).
 */
const RETURN_LIMIT: RateLimitRule = { maxAttempts: 30, windowMs: 10 * 60_000, lockAfterAttempts: 120, lockoutMs: 30 * 60_000 };
export const TOO_MANY_RETURNS = 'Too many payment returns from your network. Please wait a few minutes: your payment is checked automatically.';

export function registerBillingRoutes(app: AppInstance, deps: FeatureDeps) {
  const limitReturns = async (request: FastifyRequest) => {
    if (!(await countIpAttempt(deps, 'payment-return', request.ip, RETURN_LIMIT)).allowed) throw new AppError('rate_limited', TOO_MANY_RETURNS, 429);
  };
  app.get(
    '/api/billing/plans',
    { schema: { tags, summary: 'Active subscription plans, cheapest first', response: { 200: PlanListResponse } } },
    async () => ({ plans: await listActivePlans(deps) }),
  );

  app.get(
    '/api/billing/gateways',
    { schema: { tags, summary: 'Payment gateways students may pay with now', response: { 200: OfferedGatewayListResponse } } },
    async () => ({ gateways: await listOfferedGateways(deps) }),
  );

  app.post(
    '/api/billing/free-plan',
    { onRequest: requireUser, schema: { tags, summary: 'Choose the free plan (refused while premium is running)', response: { 200: FreePlanResponse } } },
    async (request) => activateFreePlan(deps, currentUser(request).userId),
  );

  app.post(
    '/api/payments',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Start paying for a plan; the amount is always the plan’s price', body: CreatePaymentBody, response: { 201: CreatePaymentResponse } },
    },
    async (request, reply) => reply.status(201).send(await createPayment(deps, { userId: currentUser(request).userId, body: request.body })),
  );

  app.get(
    '/api/payments',
    { onRequest: requireUser, schema: { tags, summary: 'My payments, newest first', response: { 200: PaymentListResponse } } },
    async (request) => ({ payments: await listOwnPayments(deps, currentUser(request).userId) }),
  );

  app.get(
    '/api/payments/:id',
    { onRequest: requireUser, schema: { tags, summary: 'One of my payments', params: PaymentParams, response: { 200: PaymentSchema } } },
    async (request) => getOwnPayment(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/api/payments/:id/check',
    { onRequest: requireUser, schema: { tags, summary: 'Ask the gateway now about one of my pending payments', params: PaymentParams, response: { 200: PaymentSchema } } },
    async (request) => recheckOwnPayment(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/api/payments/:id/receipt',
    {
      onRequest: requireUser,
      exposeHeadRoute: false,
      schema: { tags, summary: 'The PDF receipt of one of my successful payments', params: PaymentParams, response: { 200: z.any().describe('A PDF file') } },
    },
    async (request, reply) => {
      const receipt = await renderReceipt(deps, currentUser(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${receipt.filename}"`).send(receipt.bytes);
    },
  );

  app.get(
    '/api/payment-returns/esewa/success',
    {
      config: returnConfig,
      preHandler: limitReturns,
      schema: { tags, summary: 'eSewa success_url: verifies the signed data, confirms with the status API', querystring: z.object({ data: z.string().max(4000).optional() }), response: ReturnRedirect },
    },
    async (request, reply) => reply.redirect(await handleEsewaSuccess(deps, request.query, { ipAddress: request.ip }), 303),
  );

  app.get(
    '/api/payment-returns/esewa/failure/:id',
    { config: returnConfig, preHandler: limitReturns, schema: { tags, summary: 'eSewa failure_url: confirms with the status API', params: PaymentParams, response: ReturnRedirect } },
    async (request, reply) => reply.redirect(await handleEsewaFailure(deps, request.params.id, { ipAddress: request.ip }), 303),
  );

  app.get(
    '/api/payment-returns/khalti',
    {
      config: returnConfig,
      preHandler: limitReturns,
      schema: { tags, summary: 'Khalti return_url: the pidx is looked up; nothing else in it is trusted', querystring: z.record(z.string(), z.unknown()), response: ReturnRedirect },
    },
    async (request, reply) => reply.redirect(await handleKhaltiReturn(deps, request.query, { ipAddress: request.ip }), 303),
  );

  app.get(
    '/api/payment-returns/fonepay',
    {
      config: returnConfig,
      preHandler: limitReturns,
      schema: { tags, summary: 'FonePay return (RU): verifies the DV, confirms with verificationMerchant', querystring: z.record(z.string(), z.unknown()), response: ReturnRedirect },
    },
    async (request, reply) => reply.redirect(await handleFonepayReturn(deps, request.query, { ipAddress: request.ip }), 303),
  );
}
