import { z } from 'zod';

/**
 * Every string the API accepts starts here. PostgreSQL cannot store NUL (it answers a 500), and
 * no human types the other C0 control characters into a name, an address or a search box, so
 * they are refused with a 400 naming the field. Multi-line texts keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
/**
 * Half of a UTF-16 surrogate pair alone (`"\ud800"` in JSON) is no character: text columns turn
 * it into U+FFFD, but JSON columns refuse it outright (a 500), so it is refused with a 400 too.
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const BROKEN_CHARACTERS_MESSAGE = 'must not contain broken characters';

/** A single-line string: no control characters at all. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE)
    .regex(WELL_FORMED, BROKEN_CHARACTERS_MESSAGE);

/** A multi-line string: tab and line breaks allowed, other control characters refused. */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE)
    .regex(WELL_FORMED, BROKEN_CHARACTERS_MESSAGE);

export function hasControlCharacters(value: string): boolean {
  return !SINGLE_LINE.test(value);
}
