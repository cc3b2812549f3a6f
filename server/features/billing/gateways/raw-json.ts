const NUMBER_OR_LITERAL = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/;

/**
 * Reads a flat JSON object (string, number, boolean or null values) keeping each value's text as sent: a string's
 * decoded contents, a number's literal (`1000.0` stays `1000.0`, where JSON.parse would give 1000). eSewa signs the
 * text of total_amount, so its signature can only be checked against the literal (GATEWAYS.md 1.6).
 * Null for anything else: nested values, duplicate keys, trailing text, malformed JSON.
 */
export function readFlatJsonObject(text: string): Map<string, string> | null {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const readString = (): string => {
    const start = i++;
    while (i < text.length) {
      const char = text[i]!;
      if (char === '\\') i += 2;
      else if (char === '"') return JSON.parse(text.slice(start, ++i)) as string;
      else i++;
    }
    throw new SyntaxError('unterminated string');
  };
  try {
    const fields = new Map<string, string>();
    skipSpace();
    if (text[i++] !== '{') return null;
    skipSpace();
    if (text[i] === '}') i++;
    else {
      for (;;) {
        skipSpace();
        if (text[i] !== '"') return null;
        const key = readString();
        skipSpace();
        if (text[i++] !== ':') return null;
        skipSpace();
        let value: string;
        if (text[i] === '"') value = readString();
        else {
          const literal = NUMBER_OR_LITERAL.exec(text.slice(i))?.[0];
          if (!literal) return null;
          value = literal;
          i += literal.length;
        }
        if (fields.has(key)) return null;
        fields.set(key, value);
        skipSpace();
        const separator = text[i++];
        if (separator === '}') break;
        if (separator !== ',') return null;
      }
    }
    skipSpace();
    return i === text.length ? fields : null;
  } catch {
    return null;
  }
}
