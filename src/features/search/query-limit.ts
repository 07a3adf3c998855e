/**
 * The longest query the help search takes, in characters. A question typed in
 * full is under half of it; a pasted page would otherwise be searched word by word, each word
 * fuzzily, in one task that held the page for seconds. The field's `maxlength` cuts a paste to
 * it before the text is even laid out, and the search cuts anything a script put there.
 */
export const maxQueryLength = 100
