/**
 * The Bedrock generator with the real BedrockRuntimeClient, against a local endpoint that speaks
 * the Converse wire format (fake-bedrock.ts): no network, no AWS account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockQuestionGenerator, QUESTION_TOOL_INPUT_SCHEMA, QUESTION_TOOL_NAME, type BedrockQuestionGeneratorOptions } from './bedrock';
import { describeQuestionGeneratorContract, RICH_MOVIE } from './contract';
import {
  converseAnswer,
  groundedToolInput,
  promptText,
  startFakeBedrock,
  THROTTLED,
  toolUseAnswer,
  type FakeBedrock,
} from './fake-bedrock';
import { QuestionGenerationError } from './types';

const MODEL_ID = 'anthropic.claude-3-5-haiku-20241022-v1:0';

let fake: FakeBedrock;
beforeAll(async () => {
  fake = await startFakeBedrock();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.answer = (call) => toolUseAnswer(groundedToolInput(call));
});

/** No retry unless asked (`retries: 'default'`), so failure cases stay fast. */
function makeGenerator({ retries, ...options }: Partial<BedrockQuestionGeneratorOptions> & { retries?: 'default' } = {}) {
  return new BedrockQuestionGenerator({
    modelId: MODEL_ID,
    timeoutMs: 5_000,
    ...options,
    clientConfig: {
      endpoint: fake.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDLOCALFAKE', secretAccessKey: 'local-fake-secret' },
      ...(retries === 'default' ? {} : { maxAttempts: 1 }),
    },
  });
}

const GENERATION_FAILED = 'Failed to generate questions';

describeQuestionGeneratorContract('Bedrock (local Converse endpoint)', () => makeGenerator());

describe('BedrockQuestionGenerator', () => {
  it('sends one signed Converse call: the model id in the path, the one forced tool, the movie facts in the prompt', async () => {
    await makeGenerator().generate(RICH_MOVIE, 10);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.modelId).toBe(MODEL_ID);
    expect(call.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDLOCALFAKE\/\d{8}\/us-east-1\/bedrock\/aws4_request/);

    const { tools, toolChoice } = call.body.toolConfig;
    expect(tools).toHaveLength(1);
    expect(tools[0].toolSpec.name).toBe(QUESTION_TOOL_NAME);
    expect(tools[0].toolSpec.inputSchema.json).toEqual(QUESTION_TOOL_INPUT_SCHEMA);
    expect(toolChoice).toEqual({ tool: { name: QUESTION_TOOL_NAME } });

    const prompt = promptText(call);
    expect(prompt).toMatch(/ONLY the facts/);
    expect(prompt).toContain('Write 10 questions');
    const director = RICH_MOVIE.credits.crew.find((c) => c.job === 'Director')!;
    for (const fact of [RICH_MOVIE.title, RICH_MOVIE.releaseDate, String(RICH_MOVIE.runtime), RICH_MOVIE.overview, RICH_MOVIE.tagline, director.name]) {
      expect(prompt).toContain(fact);
    }
    for (const genre of RICH_MOVIE.genres) expect(prompt).toContain(genre.name);
    for (const member of RICH_MOVIE.credits.cast.slice(0, 12)) {
      expect(prompt).toContain(member.name);
      expect(prompt).toContain(member.character);
    }
  });

  it('drops invalid items and maps the valid ones to options a-d with the correct id', async () => {
    const valid = (question: string, correctIndex: number) => ({ question, options: ['Ann Ray', 'Bo Lind', 'Cy Hart', 'Di Moss'], correctIndex });
    fake.answer = () =>
      toolUseAnswer({
        questions: [
          valid('Who plays Wren?', 2),
          { question: 'Three options?', options: ['A', 'B', 'C'], correctIndex: 0 },
          { question: 'Duplicate options?', options: ['Drama', 'drama ', 'Horror', 'War'], correctIndex: 0 },
          { question: 'Index out of range?', options: ['A', 'B', 'C', 'D'], correctIndex: 4 },
          { question: 'Fractional index?', options: ['A', 'B', 'C', 'D'], correctIndex: 1.5 },
          { question: 'Q'.repeat(301), options: ['A', 'B', 'C', 'D'], correctIndex: 0 },
          { question: 'Over-long option?', options: ['A'.repeat(121), 'B', 'C', 'D'], correctIndex: 0 },
          { question: 'Empty option?', options: ['A', '   ', 'C', 'D'], correctIndex: 0 },
          { question: '  ', options: ['A', 'B', 'C', 'D'], correctIndex: 0 },
          { options: ['A', 'B', 'C', 'D'], correctIndex: 0 },
          'not a question',
          valid('who plays wren?', 0),
          valid('Who directed it?', 0),
        ],
      });
    expect(await makeGenerator().generate(RICH_MOVIE, 10)).toEqual([
      {
        text: 'Who plays Wren?',
        options: [
          { id: 'a', text: 'Ann Ray' },
          { id: 'b', text: 'Bo Lind' },
          { id: 'c', text: 'Cy Hart' },
          { id: 'd', text: 'Di Moss' },
        ],
        correctOptionId: 'c',
      },
      {
        text: 'Who directed it?',
        options: [
          { id: 'a', text: 'Ann Ray' },
          { id: 'b', text: 'Bo Lind' },
          { id: 'c', text: 'Cy Hart' },
          { id: 'd', text: 'Di Moss' },
        ],
        correctOptionId: 'a',
      },
    ]);
  });

  it('keeps at most the quantity asked for when the model gives more', async () => {
    fake.answer = (call) => toolUseAnswer(groundedToolInput(call, 12));
    expect(await makeGenerator().generate(RICH_MOVIE, 5)).toHaveLength(5);
  });

  it.each([
    ['the answer has no tool use', () => converseAnswer([{ text: 'Here are ten questions about the film: ...' }], 'end_turn')],
    ['the answer uses another tool', () => toolUseAnswer({ questions: [] }, 'another_tool')],
    ['the tool input is not a question list', () => toolUseAnswer({ items: 'none' })],
    ['no item of the tool input is valid', () => toolUseAnswer({ questions: [{ question: 'Q?', options: ['A', 'A', 'B', 'C'], correctIndex: 0 }] })],
    ['Bedrock answers HTTP 429 ThrottlingException', () => THROTTLED],
    ['Bedrock answers HTTP 500', () => ({ status: 500, headers: { 'x-amzn-errortype': 'InternalServerException' }, body: { message: 'boom' } })],
  ])(`fails with "${GENERATION_FAILED}" when %s`, async (_case, answer) => {
    fake.answer = answer;
    const failure = makeGenerator().generate(RICH_MOVIE, 10);
    await expect(failure).rejects.toBeInstanceOf(QuestionGenerationError);
    await expect(failure).rejects.toHaveProperty('message', GENERATION_FAILED);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps the cause of a throttled call, which it retries once by default', async () => {
    fake.answer = () => THROTTLED;
    const error = await makeGenerator({ retries: 'default' }).generate(RICH_MOVIE, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuestionGenerationError);
    expect((error as Error).cause).toMatchObject({ name: 'ThrottlingException' });
    expect(fake.calls).toHaveLength(2);
  });

  it(`times out on an endpoint that never answers, with "${GENERATION_FAILED}"`, async () => {
    fake.answer = () => 'hang';
    const started = Date.now();
    const error = await makeGenerator({ timeoutMs: 300 }).generate(RICH_MOVIE, 10).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(QuestionGenerationError);
    expect((error as Error).message).toBe(GENERATION_FAILED);
    expect((error as Error).cause).toMatchObject({ name: 'AbortError' });
    // It failed on the timeout, after its request arrived, not on an earlier error.
    expect(fake.calls).toHaveLength(1);
  });

  it('asks nothing for a quantity of 0', async () => {
    expect(await makeGenerator().generate(RICH_MOVIE, 0)).toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('BedrockQuestionGenerator: surveys and Generate More', () => {
  it("asks for a survey about the asset's details, keeps valid items without a right answer and drops repeats of `avoid`", async () => {
    const options = ['Very likely', 'Likely', 'Unlikely', 'Very unlikely'];
    fake.answer = () =>
      toolUseAnswer({
        questions: [
          { question: 'How likely are you to try Fizz Cola?', options },
          { question: 'Already asked?', options },
          { question: 'Only two options?', options: ['Yes', 'No'] },
          { question: 'Did the ad make you thirsty?', options: ['Very', 'A bit', 'Not really', 'No'] },
        ],
      });
    const questions = await makeGenerator().generateSurvey({ title: 'Summer', type: 'ad', brand: 'Fizz Cola' }, 5, ['already asked?']);
    expect(questions.map((q) => q.text)).toEqual(['How likely are you to try Fizz Cola?', 'Did the ad make you thirsty?']);
    expect(questions[0].options).toEqual(options.map((text, i) => ({ id: 'abcd'[i], text })));
    const prompt = promptText(fake.calls[0]);
    expect(prompt).toContain('"brand": "Fizz Cola"');
    expect(prompt).toContain('already asked?');
    expect(fake.calls[0].body).toMatchObject({ toolConfig: { tools: [{ toolSpec: { inputSchema: { json: { required: ['questions'] } } } }] } });
  });
});
