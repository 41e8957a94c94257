import { describe, expect, it } from 'vitest';
import { isCleanMessage, messageBody, MESSAGE_MAX_LENGTH, normaliseMessage } from './chat.ts';
import { MESSAGE_NOT_CLEAN, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from './messages.ts';

describe('a message', () => {
  it('keeps line breaks inside and any script', () => {
    for (const text of ['Is the flat still free?', 'नमस्ते,\nक्या फ्लैट उपलब्ध है?', 'Line one\n\nLine three 🏠']) {
      expect(isCleanMessage(text), text).toBe(true);
    }
  });

  it('is refused empty, padded, too long or with a control character', () => {
    for (const text of ['', ' Hi', 'Hi\n', 'Hi\tthere', 'Hi\r\nthere', 'a\u0007b', 'a\u2028b', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      expect(isCleanMessage(text), JSON.stringify(text.slice(0, 20))).toBe(false);
    }
    expect(isCleanMessage('न'.repeat(MESSAGE_MAX_LENGTH)), 'counted in characters, not bytes').toBe(true);
  });

  it('is normalised as a textarea sends it, then checked with core messages', () => {
    expect(normaliseMessage('  Hi\r\nthere\r ')).toBe('Hi\nthere');
    expect(messageBody.parse(' Hello\r\n')).toBe('Hello');
    expect(messageBody.safeParse('   ').error?.issues[0]?.message).toBe(MESSAGE_REQUIRED);
    expect(messageBody.safeParse('x'.repeat(MESSAGE_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(MESSAGE_TOO_LONG);
    expect(messageBody.safeParse('a\u0000b').error?.issues[0]?.message).toBe(MESSAGE_NOT_CLEAN);
  });
});
