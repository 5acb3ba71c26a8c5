import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RICH_MOVIE } from './contract';
import { startFakeBedrock, type FakeBedrock } from './fake-bedrock';
import { createQuestionGenerator, OfflineQuestionGenerator } from './index';

describe('createQuestionGenerator', () => {
  let fake: FakeBedrock;
  beforeAll(async () => {
    fake = await startFakeBedrock();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await fake.close();
  });

  it('is the offline generator when no Bedrock model is configured', () => {
    expect(createQuestionGenerator({})).toBeInstanceOf(OfflineQuestionGenerator);
    expect(createQuestionGenerator({ BEDROCK_MODEL_ID: '  ', BEDROCK_ENDPOINT: fake.endpoint })).toBeInstanceOf(OfflineQuestionGenerator);
  });

  it('calls Bedrock with the configured model, at BEDROCK_ENDPOINT when set', async () => {
    // The default credential chain reads these first, so nothing is looked up elsewhere.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDLOCALFAKE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local-fake-secret');
    const generator = createQuestionGenerator({
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
      BEDROCK_ENDPOINT: fake.endpoint,
      AWS_REGION: 'eu-west-1',
    });
    expect(generator).not.toBeInstanceOf(OfflineQuestionGenerator);
    expect(await generator.generate(RICH_MOVIE, 3)).toHaveLength(3);
    expect(fake.calls.map((c) => c.modelId)).toEqual(['amazon.nova-lite-v1:0']);
    expect(fake.calls[0].headers.authorization).toContain('/eu-west-1/bedrock/aws4_request');
  });
});
