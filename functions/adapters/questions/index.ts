/**
 * Question generation (docs/product-rules.md, "Questions and answers"): Bedrock where a model is configured for the stage, the
 * offline generator from the movie's facts otherwise (the local default).
 */
import { OfflineQuestionGenerator } from './offline';
import type { QuestionGenerator } from './types';

export * from './types';
export { OfflineQuestionGenerator } from './offline';
export type { BedrockQuestionGenerator, BedrockQuestionGeneratorOptions } from './bedrock';

/** Environment variables read by createQuestionGenerator. */
export interface QuestionGeneratorEnv {
  /** The Bedrock model (or inference profile) id; when set (non-blank), Bedrock is used. Set per stage by the CDK. */
  BEDROCK_MODEL_ID?: string;
  /** Overrides Bedrock's endpoint (a local fake, LocalStack). */
  BEDROCK_ENDPOINT?: string;
  AWS_REGION?: string;
  [key: string]: string | undefined;
}

export function createQuestionGenerator(env: QuestionGeneratorEnv = process.env): QuestionGenerator {
  const modelId = env.BEDROCK_MODEL_ID?.trim();
  if (!modelId) return new OfflineQuestionGenerator();
  const clientConfig = {
    ...(env.BEDROCK_ENDPOINT ? { endpoint: env.BEDROCK_ENDPOINT } : {}),
    ...(env.AWS_REGION ? { region: env.AWS_REGION } : {}),
  };
  // The Bedrock SDK is loaded on the first generation, not at cold start: a Lambda that
  // serves stored questions (nearly every call) never needs it.
  let bedrock: Promise<QuestionGenerator> | undefined;
  const loaded = () => {
    bedrock ??= import('./bedrock').then(({ BedrockQuestionGenerator }) => new BedrockQuestionGenerator({ modelId, clientConfig }));
    return bedrock;
  };
  return {
    generate: async (movie, quantity, avoid) => (await loaded()).generate(movie, quantity, avoid),
    generateSurvey: async (asset, quantity, avoid) => (await loaded()).generateSurvey(asset, quantity, avoid),
  };
}
