const TIMEOUT_MS = 15_000;

export type GatewayAnswer = { status: number; body: string };

/** A gateway could not be asked (network failure, timeout): the payment stays as it is and is asked again later. */
export class GatewayUnavailableError extends Error {}

/** One HTTPS call to a gateway with a timeout; any answer (including 4xx, whose bodies carry statuses) is returned. */
export async function callGateway(url: string, init: RequestInit = {}): Promise<GatewayAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    throw new GatewayUnavailableError(`${new URL(url).host} did not answer: ${(error as Error).message}`);
  }
}

/** The JSON object in a gateway's answer, or null when the body is not one. */
export function parseJsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
