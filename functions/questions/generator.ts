import type { QuestionGenerator } from '../adapters/questions/types';

let generator: Promise<QuestionGenerator> | undefined;

/**
 * The stage's question generator (Bedrock when BEDROCK_MODEL_ID is set, else the offline one), made
 * once per Lambda. Imported on first use: answering and listing stored questions never load it (nor
 * the Bedrock client), so they do not pay for it at a cold start.
 */
export function questionGenerator(): Promise<QuestionGenerator> {
  if (!generator) {
    generator = import('../adapters/questions').then(({ createQuestionGenerator }) => createQuestionGenerator(process.env));
    generator.catch(() => (generator = undefined));
  }
  return generator;
}
