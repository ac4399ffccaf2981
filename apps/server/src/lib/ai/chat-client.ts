/**
 * A minimal client of an OpenAI-compatible chat completions API (POST {base}/chat/completions),
 * the protocol most hosted and local model servers speak. Used for the diet plan's explanation and
 * the gym-machine photos; tests run a local fake server speaking the same protocol.
 */

export type ChatContent =
  string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: ChatContent;
}

export interface ChatClient {
  /** The first choice's text; throws on any failure, the caller falls back. */
  complete(request: {
    model: string;
    messages: ChatMessage[];
    maxTokens?: number;
    json?: boolean;
  }): Promise<string>;
}

export class ChatError extends Error {}

export function createChatClient(options: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}): ChatClient {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async complete({ model, messages, maxTokens = 600, json = false }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages,
          max_tokens: maxTokens,
          temperature: 0.2,
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new ChatError(`model API answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new ChatError('model API answered no text');
      return content.trim();
    },
  };
}
