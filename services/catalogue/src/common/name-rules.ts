import { applyDecorators } from '@nestjs/common';
import { Matches } from 'class-validator';

/**
 * What a name others will read (a chip, a filter, a card) may hold. Any signed-in user types
 * them, and junk ('!!!', '   .', control characters) reached everyone's genre chips (#29 §4).
 * Ill-formed text (NUL, a lone surrogate) never gets this far: the input guard refuses it.
 */

/** A genre: letters, digits, spaces and the signs of names like 'r&b', 'hip-hop', 'drum'n'bass', 'funk (150 bpm)'. */
const CATEGORY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &'’+.,/()-]*$/u;

export const CATEGORY_NAME_MESSAGE =
  "A categoria deve começar com uma letra ou um número e ter só letras, números, espaços e os sinais - & ' + . , / ( )";

export const CategoryNameCharacters = () => Matches(CATEGORY_NAME, { message: CATEGORY_NAME_MESSAGE });

/** Some letter or digit: a name of punctuation alone names nothing. */
const SOME_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** No control, format, private-use or unassigned character (invisible, or shown as a box). */
const NO_OTHER_CHARACTERS = /^\P{C}*$/u;

/** A free-form display name (a drum kit's): any script and sign, but something readable. */
export const ReadableName = (messages: { noLetters: string; invalidCharacters: string }) =>
  applyDecorators(
    Matches(SOME_LETTER_OR_DIGIT, { message: messages.noLetters }),
    Matches(NO_OTHER_CHARACTERS, { message: messages.invalidCharacters }),
  );
