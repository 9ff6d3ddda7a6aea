import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a language model provider that speaks the two real wire formats the AI SDK
 * uses: OpenAI Chat Completions (POST …/chat/completions, JSON answers in message.content, also what
 * Ollama, vLLM and llama.cpp serve) and Anthropic Messages (POST …/messages, JSON answers as a
 * tool_use block when the request offers a tool, else as text), with each provider's error shape.
 * A request with `stream: true` is answered as server-sent events in each format's chunks
 * (chat.completion.chunk deltas and [DONE]; message_start … content_block_delta … message_stop).
 * A test scripts what the next answers are (`script`); unscripted requests are graded (a review)
 * or split by their labels (smart parsing).
 */
export type FakeAiReply =
  | { kind: 'grade' }
  | { kind: 'invalid' }
  /** This JSON as the model's structured answer (e.g. a split that invents text). */
  | { kind: 'answer'; body: unknown }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  /** The answer after a delay: graded, or (`invalid`) not valid JSON. */
  | { kind: 'slow'; delayMs: number; invalid?: boolean }
  /** The answer once the test calls `release()` (so a test sees each step without depending on time). */
  | { kind: 'held'; invalid?: boolean };

export interface FakeAiRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The indices the request asked to grade. */
  targets: number[];
  /** Whether the request asked for a streamed answer. */
  stream: boolean;
}

/** The default smart-parsing answer: the paste split at its "User:" / "Assistant:" labels, text copied. */
function splitByLabels(paste: string) {
  const messages: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const line of paste.split('\n')) {
    const label = /^(User|Assistant):\s*(.*)$/.exec(line);
    if (label) messages.push({ role: label[1] === 'User' ? 'user' : 'assistant', content: label[2]! });
    else if (messages.length) messages[messages.length - 1]!.content += `\n${line}`;
  }
  return { messages };
}

type Scores = { strategic: number; tactical: number; cognitive: number; innovation: number; context: number };

export class FakeAiProvider {
  readonly requests: FakeAiRequest[] = [];
  private readonly queue: FakeAiReply[] = [];
  private readonly held: (() => void)[] = [];
  private server: Server | null = null;
  /** The grades the fake gives a message (tests change it to make judgments disagree). */
  scoresFor: (index: number) => Scores = () => ({ strategic: 70, tactical: 70, cognitive: 70, innovation: 70, context: 70 });

  /** The next replies, in order; after them every request is graded. */
  script(...replies: FakeAiReply[]): void {
    this.queue.push(...replies);
  }

  /** Lets the oldest held request answer, waiting (up to `ms`) for one to arrive. */
  async release(ms = 60_000): Promise<void> {
    const end = Date.now() + ms;
    while (this.held.length === 0) {
      if (Date.now() > end) throw new Error('no held request to release');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.held.shift()!();
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
    const stream = body.stream === true;
    this.requests.push({ path, headers: req.headers, body, targets, stream });
    const paste = /<paste>\n([\s\S]*)\n<\/paste>/.exec(this.promptOf(body))?.[1] ?? null;
    const anthropic = path.endsWith('/messages');
    if (!anthropic && !path.endsWith('/chat/completions')) return this.send(res, 404, { error: { message: `No route ${path}` } });

    let reply = this.queue.shift() ?? { kind: 'grade' };
    if (reply.kind === 'held') {
      await new Promise<void>((resolve) => this.held.push(resolve));
      if (!res.socket || res.socket.destroyed) return;
      reply = reply.invalid ? { kind: 'invalid' } : { kind: 'grade' };
    }
    if (reply.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, reply.kind === 'slow' ? reply.delayMs : 0));
      // The client gave up (its timeout): nobody is left to answer.
      if (!res.socket || res.socket.destroyed) return;
      reply = reply.invalid ? { kind: 'invalid' } : { kind: 'grade' };
    }
    if (reply.kind === 'status') {
      const error = anthropic
        ? { type: 'error', error: { type: reply.status === 429 ? 'rate_limit_error' : 'api_error', message: `fake ${reply.status}` } }
        : { error: { message: `fake ${reply.status}`, type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
      return this.send(res, reply.status, error, reply.headers);
    }
    const answer = reply.kind === 'invalid' ? null : reply.kind === 'answer' ? reply.body : paste !== null ? splitByLabels(paste) : this.grades(targets);
    const usage = { input: Math.ceil(text.length / 4), output: answer ? 40 * Math.max(1, targets.length) : 5 };
    const json = answer ? JSON.stringify(answer) : 'Here is my review: {not json';
    if (stream) return this.stream(res, anthropic, body, json, usage);
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
      choices: [{ index: 0, message: { role: 'assistant', content: json }, finish_reason: 'stop' }],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    });
  }

  /** The user turn's text of either format (a string, or Anthropic's content blocks). */
  private promptOf(body: Record<string, unknown>): string {
    const messages = (body.messages ?? []) as { role: string; content: unknown }[];
    return messages
      .filter((m) => m.role === 'user')
      .map((m) => (typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? (m.content as { text?: string }[]).map((c) => c.text ?? '').join('') : ''))
      .join('\n');
  }

  /** The answer as the provider streams it: the JSON in a few pieces, then the usage and the end. */
  private stream(res: ServerResponse, anthropic: boolean, body: Record<string, unknown>, json: string, usage: { input: number; output: number }): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = json.match(/[\s\S]{1,40}/g) ?? [''];
    const n = this.requests.length;
    const event = (name: string | null, data: unknown) => res.write(`${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    if (anthropic) {
      const tools = body.tools as { name: string }[] | undefined;
      const tool = Boolean(tools?.length);
      event('message_start', { type: 'message_start', message: { id: `msg_fake${n}`, type: 'message', role: 'assistant', model: body.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: usage.input, output_tokens: 1 } } });
      event('content_block_start', { type: 'content_block_start', index: 0, content_block: tool ? { type: 'tool_use', id: `toolu_fake${n}`, name: tools![0]!.name, input: {} } : { type: 'text', text: '' } });
      for (const piece of pieces) {
        event('content_block_delta', { type: 'content_block_delta', index: 0, delta: tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece } });
      }
      event('content_block_stop', { type: 'content_block_stop', index: 0 });
      event('message_delta', { type: 'message_delta', delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.output } });
      event('message_stop', { type: 'message_stop' });
    } else {
      const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({ id: `chatcmpl-fake${n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model, choices, ...extra });
      event(null, chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
      for (const piece of pieces) event(null, chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]));
      event(null, chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
      event(null, chunk([], { usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output } }));
      event(null, '[DONE]');
    }
    res.end();
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
