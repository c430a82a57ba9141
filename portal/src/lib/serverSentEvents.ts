export interface ServerSentEvent {
  /** The `event:` field ('message' when the server named none). */
  name: string;
  data: string;
}

const EVENT_END = /\r\n\r\n|\n\n|\r\r/;

/** One event's lines (`field: value`); comments (`: ping`) and unknown fields are skipped. */
function parseEvent(block: string): ServerSentEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { name, data: data.join('\n') } : null;
}

/**
 * The events of a `text/event-stream` body, read with fetch rather than EventSource, which
 * cannot send the bearer token. Ends with the stream; an aborted request ends it with an error.
 */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = EVENT_END.exec(buffer); end; end = EVENT_END.exec(buffer)) {
        const event = parseEvent(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        if (event) yield event;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
