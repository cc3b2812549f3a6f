import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAiProviders } from '@/test/factories';
import { json, renderWithProviders, stubApi, withRadixAndQuietConsole } from '@/test/harness';
import { AiProvidersTab } from './ai-providers-tab';
import { TestAiTab } from './test-ai-tab';

configure({ asyncUtilTimeout: 5000 });

withRadixAndQuietConsole();

const providers = buildAiProviders();

describe('the AI Providers tab', () => {
  it('saves each provider’s switch, model and max tokens', async () => {
    const api = stubApi({
      'GET /api/admin/settings/ai-providers': () => json(200, providers),
      'PUT /api/admin/settings/ai-providers': (init) => json(200, { ...providers, settings: JSON.parse(String(init!.body)) }),
    });
    renderWithProviders(<AiProvidersTab />);
    expect(await screen.findByText('Active key ••••x9Qz')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('switch', { name: 'Enabled' })[0]!);
    const model = screen.getAllByLabelText('Model')[0] as HTMLInputElement;
    await userEvent.clear(model);
    await userEvent.type(model, 'gpt-4.1-2025-04-14');
    const tokens = screen.getAllByLabelText('Max tokens')[0] as HTMLInputElement;
    await userEvent.clear(tokens);
    await userEvent.type(tokens, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText('AI settings updated successfully')).toBeTruthy();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body)).openai).toEqual({ enabled: true, model: 'gpt-4.1-2025-04-14', maxTokens: 1500 });
  });

  it('refuses too few tokens before sending, and shows the server’s failure', async () => {
    const api = stubApi({
      'GET /api/admin/settings/ai-providers': () => json(200, providers),
      'PUT /api/admin/settings/ai-providers': () => json(403, { error: { code: 'mfa_required', message: 'MFA verification required for API key operations' } }),
    });
    renderWithProviders(<AiProvidersTab />);
    const tokens = (await screen.findAllByLabelText('Max tokens'))[1] as HTMLInputElement;
    await userEvent.clear(tokens);
    await userEvent.type(tokens, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText('Enter a whole number from 16 to 32000.')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(tokens);
    await userEvent.type(tokens, '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save AI Settings' }));
    expect(await screen.findByText('Failed to update AI settings: MFA verification required for API key operations')).toBeTruthy();
  });
});

describe('the Test AI APIs tab', () => {
  it('calls a provider with an active key and shows the latency and its reply or its own error', async () => {
    let answer = { provider: 'openai', model: 'gpt-4o-mini', ok: true, latencyMs: 812, reply: 'Hello, Pariksha admin!', error: null, status: null };
    stubApi({
      'GET /api/admin/settings/ai-providers': () => json(200, providers),
      'POST /api/admin/settings/ai-providers/openai/test': () => json(200, answer),
    });
    renderWithProviders(<TestAiTab />);
    const run = await screen.findByRole('button', { name: 'Test OpenAI' });
    expect((screen.getByRole('button', { name: 'Test Anthropic' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(run);
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Hello, Pariksha admin!')).toBeTruthy();
    expect(within(result).getByText('812 ms')).toBeTruthy();

    answer = { ...answer, ok: false, reply: null, error: 'Incorrect API key provided.', status: 401 } as never;
    await userEvent.click(run);
    expect(await screen.findByText('Incorrect API key provided.')).toBeTruthy();
    expect(screen.getByText('HTTP 401')).toBeTruthy();
  });
});
