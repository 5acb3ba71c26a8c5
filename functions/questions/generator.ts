import { createQuestionGenerator, type QuestionGenerator } from '../adapters/questions';

let generator: QuestionGenerator | undefined;

/**
 * The stage's question generator (Bedrock when BEDROCK_MODEL_ID is set, else the offline one), made
 * once per Lambda. The Bedrock client itself is loaded on the first generation (see the adapter).
 */
export function questionGenerator(): QuestionGenerator {
  generator ??= createQuestionGenerator(process.env);
  return generator;
}
