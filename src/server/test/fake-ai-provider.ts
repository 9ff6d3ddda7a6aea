import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a language model provider that speaks the two real wire formats the AI SDK
 * uses: OpenAI Chat Completions (POST …/chat/completions, JSON answers in message.content, also what
 * Ollama, vLLM and llama.cpp serve) and Anthropic Messages (POST …/messages, JSON answers as a
 * tool_use block when the request offers a tool, else as text), with each provider's error shape.
 * A test scripts what the next answers are (`script`); unscripted requests are graded by `grade`.
 */
export type FakeAiReply =
  | { kind: 'grade' }
  | { kind: 'invalid' }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'slow'; delayMs: number };

export interface FakeAiRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The indices the request asked to grade. */
  targets: number[];
}

type Scores = { strategic: number; tactical: number; cognitive: number; innovation: number; context: number };

export class FakeAiProvider {
  readonly requests: FakeAiRequest[] = [];
  private readonly queue: FakeAiReply[] = [];
  private server: Server | null = null;
  /** The grades the fake gives a message (tests change it to make judgments disagree). */
  scoresFor: (index: number) => Scores = () => ({ strategic: 70, tactical: 70, cognitive: 70, innovation: 70, context: 70 });

  /** The next replies, in order; after them every request is graded. */
  script(...replies: FakeAiReply[]): void {
    this.queue.push(...replies);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private grades(targets: number[]) {
    return {
      reviews: targets.map((index) => ({
        index,
        scores: this.scoresFor(index),
        explanation: `The model's view of message ${index}: clear ask, the goal is left unsaid.`,
        betterMove: `Message ${index}, rewritten with its goal stated.`,
      })),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const asked = /Grade the person's messages with index ([\d, ]+)\./.exec(text);
    const targets = asked ? asked[1]!.split(',').map((s) => Number(s.trim())) : [];
    const path = req.url ?? '';
    this.requests.push({ path, headers: req.headers, body, targets });
    const anthropic = path.endsWith('/messages');
    if (!anthropic && !path.endsWith('/chat/completions')) return this.send(res, 404, { error: { message: `No route ${path}` } });

    let reply = this.queue.shift() ?? { kind: 'grade' };
    if (reply.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, reply.kind === 'slow' ? reply.delayMs : 0));
      // The client gave up (its timeout): nobody is left to answer.
      if (!res.socket || res.socket.destroyed) return;
      reply = { kind: 'grade' };
    }
    if (reply.kind === 'status') {
      const error = anthropic
        ? { type: 'error', error: { type: reply.status === 429 ? 'rate_limit_error' : 'api_error', message: `fake ${reply.status}` } }
        : { error: { message: `fake ${reply.status}`, type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
      return this.send(res, reply.status, error, reply.headers);
    }
    const answer = reply.kind === 'invalid' ? null : this.grades(targets);
    const usage = { input: Math.ceil(text.length / 4), output: answer ? 40 * targets.length : 5 };
    if (anthropic) {
      const tools = body.tools as { name: string }[] | undefined;
      const content = tools?.length
        ? [{ type: 'tool_use', id: `toolu_fake${this.requests.length}`, name: tools[0]!.name, input: answer ?? { reviews: 'not a list' } }]
        : [{ type: 'text', text: answer ? JSON.stringify(answer) : 'Here is my review: {not json' }];
      return this.send(res, 200, {
        id: `msg_fake${this.requests.length}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content,
        stop_reason: tools?.length ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      });
    }
    return this.send(res, 200, {
      id: `chatcmpl-fake${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer ? JSON.stringify(answer) : 'Here is my review: {not json' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    });
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
