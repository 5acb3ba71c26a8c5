/**
 * Test support: a local endpoint that speaks Bedrock's Converse wire format
 * (`POST /model/{modelId}/converse`, restJson1), so tests run the real BedrockRuntimeClient
 * against it. HTTP/2 without TLS (h2c), because the Bedrock runtime client's default request
 * handler speaks HTTP/2 only. Listens on 127.0.0.1 on a free port; each test chooses how it answers.
 */
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

/** A Converse request as the fake received it. */
export interface ConverseCall {
  modelId: string;
  headers: http2.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request body as sent on the wire, inspected by tests
  body: any;
}

/** An HTTP answer, or 'hang' for a server that never answers. */
export type FakeAnswer = { status?: number; headers?: Record<string, string>; body: unknown } | 'hang';

export interface FakeBedrock {
  endpoint: string;
  calls: ConverseCall[];
  answer: (call: ConverseCall) => FakeAnswer;
  close(): Promise<void>;
}

interface ToolQuestion {
  question: string;
  options: string[];
  correctIndex: number;
}

/** A successful Converse response whose one content block is the tool use. */
export function toolUseAnswer(input: unknown, toolName = 'submit_questions'): FakeAnswer {
  return converseAnswer([{ toolUse: { toolUseId: 'tooluse_fake0001', name: toolName, input } }], 'tool_use');
}

export function converseAnswer(content: unknown[], stopReason: string): FakeAnswer {
  return {
    body: {
      output: { message: { role: 'assistant', content } },
      stopReason,
      usage: { inputTokens: 812, outputTokens: 640, totalTokens: 1452 },
      metrics: { latencyMs: 1234 },
    },
  };
}

export const THROTTLED: FakeAnswer = {
  status: 429,
  headers: { 'x-amzn-errortype': 'ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/' },
  body: { message: 'Too many requests, please wait before trying again.' },
};

/** The prompt's text (system and user), as the model would read it. */
export function promptText(call: ConverseCall): string {
  const blocks = [...(call.body.system ?? []), ...call.body.messages.flatMap((m: { content: unknown[] }) => m.content)];
  return blocks.map((b: { text?: string }) => b.text ?? '').join('\n');
}

/**
 * A well-behaved model: reads the facts JSON and the count from the prompt (unless `count` says
 * otherwise) and asks only what the facts answer (director, release year, who plays whom), the
 * correct position varied.
 */
export function groundedToolInput(call: ConverseCall, count?: number): { questions: ToolQuestion[] } {
  const text = call.body.messages[0].content[0].text as string;
  count ??= Number(/Write (\d+) questions/.exec(text)?.[1]);
  const facts = JSON.parse(text.slice(text.indexOf('{')));
  const cast: { name: string; character: string }[] = facts.cast ?? [];
  const names = cast.map((c) => c.name);
  const ask = (question: string, correct: string, wrong: string[], position: number): ToolQuestion => {
    const options = wrong.slice(0, 3);
    options.splice(position % 4, 0, correct);
    return { question, options, correctIndex: position % 4 };
  };
  const questions: ToolQuestion[] = [];
  const director = facts.crew?.find((c: { job: string }) => c.job === 'Director')?.name;
  if (director && names.length >= 3) questions.push(ask(`Who directed ${facts.title}?`, director, names, 1));
  const year = Number(String(facts.releaseDate ?? '').slice(0, 4));
  if (year) questions.push(ask(`In which year was ${facts.title} released?`, String(year), [year - 2, year - 1, year + 1].map(String), 2));
  for (const [i, c] of cast.entries()) {
    const others = names.filter((n) => n !== c.name);
    if (others.length >= 3) questions.push(ask(`Who plays ${c.character} in ${facts.title}?`, c.name, others, i));
  }
  return { questions: questions.slice(0, count) };
}

export async function startFakeBedrock(): Promise<FakeBedrock> {
  const fake: FakeBedrock = {
    endpoint: '',
    calls: [],
    answer: (call) => toolUseAnswer(groundedToolInput(call)),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging streams would keep the server open: end their sessions.
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = http2.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) {
        res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'UnknownOperationException' });
        res.end('{}');
        return;
      }
      const call: ConverseCall = { modelId: decodeURIComponent(path[1]), headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      fake.calls.push(call);
      const answer = fake.answer(call);
      if (answer === 'hang') return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'x-amzn-requestid': 'fake-request-id', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
