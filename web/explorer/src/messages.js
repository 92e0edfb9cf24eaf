// What the explorer says when the API says no: a sentence for a fan, never
// the API's own wording ("malformed cursor", a lower-case credentials
// message), and whether trying again later may help.
import { sentence } from './format.js';

// Codes worth retrying on their own: the server or its store is away, busy
// or slow, and will be back.
const retryable = new Set(['NETWORK', 'UNAVAILABLE', 'TIMEOUT', 'RATE_LIMITED', 'HTTP_5XX']);

export function canRetry(code) {
  return retryable.has(code);
}

// explain turns an error's code and the API's message into what to show.
export function explain(code, message, { hasKey = false } = {}) {
  switch (code) {
    case 'NETWORK':
      return 'The server cannot be reached. The explorer keeps trying and shows the page as soon as the server answers.';
    case 'HTTP_5XX':
      return 'The server is having trouble answering. The explorer keeps trying.';
    case 'UNAVAILABLE':
      return 'The graph’s database is not answering just now. The explorer keeps trying.';
    case 'TIMEOUT':
      return 'The server took too long to answer. The explorer will try again.';
    case 'RATE_LIMITED':
      return 'This browser has sent a lot of requests; the server asks it to wait a moment. The explorer will try again.';
    case 'UNAUTHENTICATED':
      return hasKey
        ? 'The server did not accept this API key. Check the key (or ask for a new one) and try again.'
        : 'The server needs an API key to change the graph. Enter your key in the API key field and try again.';
    case 'LIMIT_EXCEEDED':
      return 'That request is bigger than the server allows. Try a smaller one.';
    case 'NOT_FOUND':
      return 'The graph has no such thing.';
    case 'INTERNAL':
      return 'Something went wrong on the server. Try again; if it keeps happening, the server’s log says why.';
    case 'INVALID':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'GRAPHQL_PARSE_FAILED':
      if (/cursor/i.test(message ?? '')) {
        return 'This page link is out of date or broken, so the list cannot carry on from it. Start again from the first page.';
      }
      return sentence(message) || 'The server could not make sense of that request.';
  }
  return sentence(message) || 'Something went wrong.';
}
